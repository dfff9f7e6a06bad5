import { ApiError, type RequestOptions, request } from "@/platform/api";
import { clearClientSession, readClientSession } from "./clientSession";

/** What `POST client/auth/otp` answers, whether or not the phone is a customer's. */
export interface CodeSent {
  phone: string;
  minutes: number;
}

export interface ClientToken {
  access_token: string;
  expires_in: number;
  customer: { ma_kh: string; ten_kh: string };
}

/** The customer's own details (`GET client/customer-info`). */
export interface CustomerInfo {
  ma_kh: string;
  ten_kh: string;
  phone: string | null;
  email: string | null;
  gioi_tinh: string | null;
  /** YYYY-MM-DD */
  ngay_sinh: string | null;
  dia_chi: string | null;
  dia_ban: string;
  /** The names of the customer's groups. */
  nhom_kh: string[];
  vip: boolean;
  vip_den_ngay: string | null;
}

export interface ClientCard {
  ma_the: string;
  so_du: number;
  khoa: boolean;
  ngay_het_han: string | null;
}

export interface ClientMovement {
  id: number;
  ngay_ct: string;
  loai: string;
  tien: number;
  so_du: number;
  so_ct: string | null;
  ten_dvcs: string;
  dien_giai: string;
}

/** The customer's own loyalty points and what they are worth. */
export interface ClientPoints {
  so_diem: number;
  gia_tri_diem: number;
  tien_quy_doi: number;
}

interface List<T> {
  items: T[];
  total: number;
}

/** A call as the signed-in customer; a refused sign-in (401) signs them out here, back to the sign-in form. */
async function asCustomer<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await request<T>(method, path, { ...options, bearer: readClientSession()?.access_token ?? "" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearClientSession();
    throw error;
  }
}

/** The calls of the client area, none of them with a staff session's token. */
export const clientApi = {
  sendCode: (phone: string) => request<CodeSent>("POST", "client/auth/otp", { body: { phone }, bearer: "" }),
  signIn: (phone: string, otp: string) =>
    request<ClientToken>("POST", "client/auth/login", { body: { phone, otp }, bearer: "" }),
  signOut: () => asCustomer<{ message: string }>("POST", "client/auth/logout"),
  info: () => asCustomer<CustomerInfo>("GET", "client/customer-info"),
  cards: () => asCustomer<List<ClientCard>>("GET", "client/payment-cards"),
  points: () => asCustomer<ClientPoints>("GET", "client/points"),
  history: (ma_the: string, pageIndex: number, pageSize: number) =>
    asCustomer<List<ClientMovement>>("GET", "client/payment-card-histories", {
      query: { ma_the, pageIndex, pageSize },
    }),
};

/** Query keys, by customer: another customer signing in on this browser never sees the last one's rows. */
export const clientKeys = {
  all: ["client"] as const,
  info: (ma_kh: string) => ["client", ma_kh, "info"] as const,
  cards: (ma_kh: string) => ["client", ma_kh, "cards"] as const,
  points: (ma_kh: string) => ["client", ma_kh, "points"] as const,
  history: (ma_kh: string, ma_the: string, pageIndex: number, pageSize: number) =>
    ["client", ma_kh, "history", ma_the, pageIndex, pageSize] as const,
};
