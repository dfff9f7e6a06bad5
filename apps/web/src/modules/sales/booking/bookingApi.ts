import { api, type Query } from "@/platform/api";

/*
 * The public booking calls, as a visitor makes them: the shop named by the page's address (X-Tenant), no staff
 * session, no branch of a signed-in user.
 */

export interface BookableService {
  ma_vt: string;
  ten_vt: string;
  so_phut: number;
  gia_ban: number;
}
export interface FreeSlot {
  bat_dau: string;
  ket_thuc: string;
}
export interface Technician {
  ma_nv: string;
  ten_nv: string;
}
export interface Booked {
  ten_dvcs: string;
  ten_vt: string;
  bat_dau: string;
  ket_thuc: string;
  ten_nv: string | null;
  phone: string;
}
export interface BookingShown {
  ten_dvcs: string;
  ten_vt: string | null;
  bat_dau: string;
  ket_thuc: string;
  trang_thai: string;
}

const BASE = "public/bookings";
const as = (tenant: string) => ({ headers: { "X-Tenant": tenant }, bearer: "" });

export const bookingApi = (tenant: string) => ({
  services: (ma_dvcs: string, signal?: AbortSignal) =>
    api.get<{ ten_dvcs: string; items: BookableService[] }>(`${BASE}/services`, {
      ...as(tenant),
      query: { ma_dvcs },
      signal,
    }),
  slots: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: FreeSlot[] }>(`${BASE}/slots`, { ...as(tenant), query, signal }).then((r) => r.items),
  technicians: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: Technician[] }>(`${BASE}/technicians`, { ...as(tenant), query, signal }).then((r) => r.items),
  book: (body: Record<string, unknown>) => api.post<Booked>(BASE, body, as(tenant)),
  shown: (token: string, signal?: AbortSignal) => api.get<BookingShown>(`${BASE}/${token}`, { ...as(tenant), signal }),
  cancel: (token: string) => api.post<BookingShown>(`${BASE}/${token}/cancel`, undefined, as(tenant)),
});
