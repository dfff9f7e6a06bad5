import { api } from "@/platform/api";

/** A customer's loyalty points, with the worth of a point under the rule in force today in the branch. */
export interface CustomerPoints {
  ma_kh: string;
  ten_kh: string;
  so_diem: number;
  /** What a point pays (0 without a rule in force) and what the balance is worth. */
  gia_tri_diem: number;
  tien_quy_doi: number;
}

/** A movement of a customer's points, with the balance it left. */
export interface PointMovement {
  id: number;
  ma_kh: string;
  ngay_ct: string;
  loai: string;
  diem: number;
  so_diem: number;
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  dien_giai: string;
}

export const pointKeys = {
  all: ["points"] as const,
  balance: (ma_kh: string) => ["points", "balance", ma_kh] as const,
  history: (ma_kh: string) => ["points", "history", ma_kh] as const,
};

export const pointsApi = {
  balance: (ma_kh: string) =>
    api.get<{ items: CustomerPoints[] }>("sales/customer-points", { query: { ma_kh } }).then((r) => r.items[0] ?? null),
  history: (ma_kh: string) =>
    api.get<{ items: PointMovement[]; total: number }>("sales/point-histories", {
      query: { ma_kh, pageSize: 50 },
    }),
};
