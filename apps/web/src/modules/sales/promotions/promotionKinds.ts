import type { DocumentBase, DocumentHead } from "@/platform/document";

/** A rule line's inputs: what it asks (an item bought from a quantity, or a bill from an amount), then what it gives. */
export type RuleColumn = "ma_vt" | "sl_tu" | "tu_tien" | "tien_ck" | "ck_phan_tram" | "ma_vt_tang" | "sl_tang";

/** A kind of promotion rules: a document an approver puts in force, whose lines have the kind's columns. */
export interface PromotionKind extends DocumentBase {
  columns: readonly RuleColumn[];
  /** The words above its lines saying how its rules apply (a translation key). */
  hint: string;
}

/** A rule as the server answers it, with the names of its items. */
export interface RuleLine {
  line?: number;
  ma_vt?: string;
  ten_vt?: string | null;
  sl_tu?: number;
  tu_tien?: number;
  tien_ck?: number;
  ck_phan_tram: number;
  ma_vt_tang?: string | null;
  ten_vt_tang?: string | null;
  sl_tang: number;
}

/** A promotion document: its program (named, with its days and branch) and its rules. */
export interface PromotionRecord extends DocumentHead {
  ma_ctkm: string;
  ten_ctkm?: string | null;
  tu_ngay?: string | null;
  den_ngay?: string | null;
  /** The program's branch; none: every branch. */
  ma_dvcs_ctkm?: string | null;
  details: RuleLine[];
}

const REWARD = ["ck_phan_tram", "ma_vt_tang", "sl_tang"] as const;

/** Rules always wait for the approver, whoever sends them, and cancelling one takes it out of force. */
const rules = {
  alwaysAwaits: true,
  confirmCancel: "promotions.confirmCancel",
} as const;

/** Product promotions (KM1): from a quantity of an item bought, a percent off its line or an item given. */
export const productPromotionKind: PromotionKind = {
  ...rules,
  api: "sales/promotion-products",
  path: "/sales/promotion-products",
  command: "sales.promotion-products",
  approver: "sales.promotion-products.approve",
  maCt: "KM1",
  title: { vi: "Khuyến mãi theo sản phẩm", en: "Product promotion" },
  columns: ["ma_vt", "sl_tu", ...REWARD],
  hint: "promotions.hint.products",
};

/** Revenue promotions (KM2): from a bill total, an amount or a percent off its goods, or an item given. */
export const revenuePromotionKind: PromotionKind = {
  ...rules,
  api: "sales/promotion-revenue",
  path: "/sales/promotion-revenue",
  command: "sales.promotion-revenue",
  approver: "sales.promotion-revenue.approve",
  maCt: "KM2",
  title: { vi: "Khuyến mãi theo doanh thu", en: "Revenue promotion" },
  columns: ["tu_tien", "tien_ck", ...REWARD],
  hint: "promotions.hint.revenue",
};
