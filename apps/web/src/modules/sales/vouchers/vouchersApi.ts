import { VOUCHER_VALUE } from "@sen/core";
import { api } from "@/platform/api";

/** A voucher as the lookup answers it: what it is worth, its uses and its days (YYYY-MM-DD). */
export interface VoucherEntry {
  ma_voucher: string;
  loai_gt: string;
  gia_tri: number;
  so_lan: number;
  da_dung: number;
  tu_ngay: string;
  den_ngay: string | null;
}

export const voucherKeys = {
  all: ["vouchers"] as const,
  entry: (ma_voucher: string) => ["vouchers", "lookup", ma_voucher] as const,
};

export const vouchersApi = {
  /** One voucher in use; null for a code unknown or out of use. */
  entry: (ma_voucher: string, signal?: AbortSignal) =>
    api
      .get<{ items: VoucherEntry[] }>("sales/vouchers/lookup", { query: { ma_voucher }, signal })
      .then((r) => r.items.find((v) => v.ma_voucher === ma_voucher) ?? null),
};

/** Why a voucher cannot pay on `ngay` (YYYY-MM-DD): used up or out of its days; undefined when it can. */
export function voucherState(voucher: VoucherEntry, ngay: string): "used" | "early" | "expired" | undefined {
  if (voucher.da_dung >= voucher.so_lan) return "used";
  if (ngay < voucher.tu_ngay) return "early";
  if (voucher.den_ngay && ngay > voucher.den_ngay) return "expired";
  return undefined;
}

/**
 * What a voucher pays on a bill of `total`: its amount, or its percent of the bill rounded down to the đồng (the
 * server takes up to its worth), never more than the bill.
 */
export function voucherWorth(voucher: Pick<VoucherEntry, "loai_gt" | "gia_tri">, total: number): number {
  const worth =
    voucher.loai_gt === VOUCHER_VALUE.phan_tram ? Math.floor((total * voucher.gia_tri) / 100) : voucher.gia_tri;
  return Math.max(0, Math.min(worth, total));
}
