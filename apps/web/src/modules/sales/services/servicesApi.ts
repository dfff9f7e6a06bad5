import { api } from "@/platform/api";
import type { DocumentLine } from "@/platform/document";
import type { Page } from "@/platform/table";
import type { SalesRecord } from "../salesParts";

/** A service bill's line as the server answers it: priced, with the sessions a unit sells (above 1: a package). */
export interface ServiceLine extends DocumentLine {
  line: number;
  ck?: number | string | null;
  thue_suat?: number | string | null;
  so_buoi?: number | null;
  tang?: boolean;
  goi_tien?: boolean;
  han_su_dung?: string | null;
}

/** A service bill (`GET sales/services/{id}`, a list row without its lines). */
export interface ServiceBillRecord extends SalesRecord {
  ma_nvbh?: string | null;
  ten_nvbh?: string | null;
  ten_kho?: string | null;
  tong_ck?: number | string | null;
  tong_thue?: number | string | null;
  details: ServiceLine[];
}

/** A bill as the server prices it (`POST sales/services/quote`): nothing is written. */
export interface ServiceQuote {
  tong_tien: number | string;
  tong_ck: number | string;
  tong_thue: number | string;
  tong_thanh_toan: number | string;
  details: {
    ma_vt: string;
    gia: number | string;
    ck?: number | string | null;
    tien: number | string;
    so_buoi?: number;
  }[];
}

/** A customer's package of sessions (`GET sales/services/balances`). */
export interface ServicePackage {
  stt_rec_goi: string;
  ma_kh: string;
  ten_kh?: string | null;
  ma_vt: string;
  ten_vt?: string | null;
  so_buoi: number;
  so_buoi_con: number;
  gia_buoi: number;
  tien: number;
  tien_con: number;
  ngay_ct: string;
  so_ct: string;
  /** The service bill that opened it. */
  stt_rec: string;
  /** Package money: no sessions, `tien_con` left to spend. */
  goi_tien?: boolean;
  /** The last day it may be used (YYYY-MM-DD), none without expiry. */
  han_su_dung?: string | null;
}

/** A movement of a package's ledger, with the sessions and value it left. */
export interface PackageMove {
  id: number;
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  ngay_ct: string;
  loai: string;
  so_buoi: number;
  tien: number;
  so_buoi_con: number;
  tien_con: number;
}

export const packageKeys = {
  all: ["sales", "services", "packages"] as const,
  of: (query: object) => ["sales", "services", "packages", query] as const,
  history: (id: string) => ["sales", "services", "packages", "history", id] as const,
};

export const servicesApi = {
  quote: (body: object, signal?: AbortSignal) => api.post<ServiceQuote>("sales/services/quote", body, { signal }),
  /** A customer's packages (open ones first), or those a bill opened. */
  packages: (query: { ma_kh?: string; stt_rec?: string }, signal?: AbortSignal) =>
    api.get<Page<ServicePackage>>("sales/services/balances", { query: { ...query, pageSize: 100 }, signal }),
  /** What is left of a package moved to another customer, to revenue past its last day, or paid back in cash. */
  transfer: (id: string, ma_kh: string) => api.post<object>(`sales/services/balances/${id}/transfer`, { ma_kh }),
  close: (id: string, how: "expire" | "refund") => api.post<object>(`sales/services/balances/${id}/${how}`),
  history: (id: string, signal?: AbortSignal) =>
    api.get<Page<PackageMove>>(`sales/services/balances/${id}/history`, { signal }),
};
