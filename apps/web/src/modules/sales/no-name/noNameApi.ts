import type { NoNameState } from "@sen/core";
import { api } from "@/platform/api";
import type { DocumentHead } from "@/platform/document";
import type { Page } from "@/platform/table";
import type { SalesPayment } from "../salesParts";

/** A no-name card as the balances and the lookup answer it. */
export interface NoNameCard {
  so_seri: string;
  ma_loai: string;
  ten_loai: string;
  menh_gia: number;
  ma_dvcs: string;
  ten_dvcs: string;
  trang_thai: NoNameState;
  so_du: number;
  /** YYYY-MM-DD */
  ngay_phat_hanh: string;
  ngay_ban: string | null;
  ngay_het_han: string | null;
  ma_dvcs_nhan: string | null;
}

/** A movement of a card, with the balance it left and the document that made it. */
export interface NoNameMovement {
  id: number;
  so_seri: string;
  /** YYYY-MM-DD */
  ngay_ct: string;
  loai: string;
  /** Signed: money onto the card is positive. */
  tien: number;
  so_du: number;
  stt_rec: string | null;
  ma_ct: string | null;
  so_ct: string | null;
  ma_dvcs: string;
  dien_giai: string;
}

/** A card looked up: itself and its latest movements. */
export interface LookedUpCard extends NoNameCard {
  lich_su: NoNameMovement[];
}

/** A line naming a run of cards (an issue's, a sale's, a transfer's, a receive's). */
export interface RunLine {
  line?: number;
  tu_seri: string;
  den_seri: string;
  so_luong: number;
  ma_loai: string;
  ten_loai?: string;
  menh_gia: number | string;
  gia?: number | string;
  tien?: number | string;
  ma_ck?: string | null;
  tl_ck?: number | string;
  ck?: number | string;
  so_seri_nhan?: string | null;
}

/** Any no-name card document as the server answers it: its header, its runs or deposit lines and its payments. */
export interface NoNameRecord extends DocumentHead {
  ma_kh?: string | null;
  ten_kh?: string | null;
  payments?: SalesPayment[];
  tien_thoi?: number | string;
  tong_ck?: number | string;
  tong_thanh_toan?: number | string;
  tong_menh_gia?: number | string;
  loai_chuyen?: string;
  ma_dvcs_nhan?: string | null;
  ten_dvcs_nhan?: string;
  ma_dvcs_chuyen?: string;
  ten_dvcs_chuyen?: string;
  so_ct_ck?: string;
  stt_rec_ck?: string;
  ma_loai?: string;
  ten_loai?: string;
  so_luong?: number;
  details: (RunLine & { so_seri?: string })[];
}

/** A branch transfer still to be received at one of the selected branches. */
export interface PendingTransfer {
  stt_rec: string;
  so_ct: string;
  ngay_ct: string;
  ma_dvcs: string;
  ma_dvcs_nhan: string;
  so_luong: number;
}

export interface NoNameQuery {
  so_seri?: string;
  ma_loai?: string;
  trang_thai?: string;
  fromDate?: string;
  toDate?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** Query keys: invalidating `all` refreshes every no-name screen's balances, lookups and history. */
export const noNameKeys = {
  all: ["no-name"] as const,
  card: (so_seri: string) => ["no-name", "card", so_seri] as const,
  history: ["no-name", "history"] as const,
  pending: ["no-name", "pending"] as const,
  quote: ["no-name", "quote"] as const,
};

export const noNameApi = {
  /** A card by its serial, with its latest movements; null when there is none. */
  lookup: (so_seri: string, signal?: AbortSignal) =>
    api.get<LookedUpCard>("sales/no-name-lookup", { query: { so_seri }, signal }).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }),
  balances: (query: NoNameQuery, signal?: AbortSignal) =>
    api.get<Page<NoNameCard>>("sales/no-name-cards/balances", { query: { ...query }, signal }),
  history: (query: NoNameQuery, signal?: AbortSignal) =>
    api.get<Page<NoNameMovement>>("sales/no-name-histories", { query: { ...query }, signal }),
  pending: (signal?: AbortSignal) => api.get<Page<PendingTransfer>>("sales/no-name-receives/pending", { signal }),
  quote: (api_: string, body: object, signal?: AbortSignal) =>
    api.post<NoNameRecord>(`${api_}/quote`, body, { signal }),
};
