import { api } from "@/platform/api";
import type { Page } from "@/platform/table";
import type { ServingRecord } from "./servingKind";

/** A customer's open package (`GET sales/services/balances?open=true`). */
export interface OpenPackage {
  stt_rec_goi: string;
  ma_vt: string;
  ten_vt?: string | null;
  so_buoi: number;
  so_buoi_con: number;
  gia_buoi: number;
  so_ct: string;
  ngay_ct: string;
  /** Package money: `tien_con` is what is left to spend on any service. */
  goi_tien?: boolean;
  tien_con?: number;
}

/** A serving on the process board, with its services and technicians. */
export interface BoardServing {
  stt_rec: string;
  so_ct: string;
  status: string;
  trang_thai: string;
  bat_dau: string | null;
  ket_thuc: string | null;
  ma_kh: string;
  ten_kh: string | null;
  phone: string | null;
  ma_phong: string | null;
  ten_phong: string | null;
  tong_tien: number;
  details: { ma_vt: string; ten_vt: string | null; so_luong: number; ma_nv: string | null; ten_nv: string | null }[];
}

export interface ServiceRoom {
  ma_phong: string;
  ten_phong: string;
  ma_dvcs: string;
}

export const servingKeys = {
  packages: (ma_kh?: string) => ["sales", "servings", "packages", ma_kh ?? ""] as const,
  board: (day: string) => ["sales", "servings", "board", day] as const,
  rooms: ["sales", "servings", "rooms"] as const,
};

export const servingsApi = {
  openPackages: (ma_kh: string, signal?: AbortSignal) =>
    api
      .get<Page<OpenPackage>>("sales/services/balances", { query: { ma_kh, open: "true", pageSize: 100 }, signal })
      .then((p) => p.items),
  board: (ngay: string, signal?: AbortSignal) =>
    api.get<{ items: BoardServing[] }>("sales/service-process", { query: { ngay }, signal }).then((r) => r.items),
  rooms: (signal?: AbortSignal) =>
    api.get<{ items: ServiceRoom[] }>("sales/service-process/rooms", { signal }).then((r) => r.items),
  start: (id: string) => api.post<ServingRecord>(`sales/servings/${id}/start`),
  finish: (id: string) => api.post<ServingRecord>(`sales/servings/${id}/finish`),
  /** The serving as it would be saved (its lines priced, what the services paid now come to), nothing written. */
  quote: (body: object, signal?: AbortSignal) => api.post<ServingRecord>("sales/servings/quote", body, { signal }),
};
