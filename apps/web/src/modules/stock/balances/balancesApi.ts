import { api } from "@/platform/api";
import type { Page, TableQuery } from "@/platform/table";
import { toListParams } from "@/platform/table";

/** A product's stock in a warehouse at a date, in its base unit. */
export interface BalanceRow {
  ma_kho: string;
  ten_kho?: string | null;
  ma_vt: string;
  ten_vt?: string | null;
  ma_dvt?: string | null;
  so_luong: number | string;
  gia_tri: number | string;
}

/** A movement of the stock card, with the running balance after it. */
export interface CardRow {
  ngay_ct: string;
  so_ct: string;
  ma_ct: string;
  dien_giai?: string | null;
  nhap: number | string;
  xuat: number | string;
  ton: number | string;
  gia_tri_ton?: number;
}

/** The card's opening and closing quantities and values, in the base unit. */
export interface StockCard {
  dau_ky: number;
  dau_ky_gia_tri: number;
  rows: CardRow[];
  cuoi_ky: number;
  cuoi_ky_gia_tri: number;
}

/** A cached balance that differs from its ledger's sum: what is stored, and what the ledger says. */
export interface CheckRow {
  ma_kho: string;
  ma_vt: string;
  so_luong: number;
  so_luong_so_cai: number;
  gia_tri: number;
  gia_tri_so_cai: number;
}

/** Opening stock is a document of its own (DK1), posted at once: a warehouse, a date, products at a unit cost. */
export interface OpeningInput {
  ngay_ct: string;
  ma_kho: string;
  status: string;
  details: { ma_vt: string; so_luong: number; gia: number }[];
}

export const balanceKeys = {
  all: ["stock", "balances"] as const,
  list: ["stock", "balances", "list"] as const,
  card: (query: Record<string, string | undefined>) => ["stock", "balances", "card", query] as const,
};

export const balancesApi = {
  list: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<BalanceRow>>("stock/product-balances", { query: toListParams(query), signal }),
  card: (query: { ma_kho: string; ma_vt: string; fromDate?: string; toDate?: string }, signal?: AbortSignal) =>
    api.get<StockCard>("stock/product-balances/card", { query, signal }),
  check: () => api.get<{ items: CheckRow[]; total: number }>("stock/product-balances/check"),
  open: (body: OpeningInput, key: string) =>
    api.post<unknown>("stock/opening-balances", body, { headers: { "Idempotency-Key": key } }),
};
