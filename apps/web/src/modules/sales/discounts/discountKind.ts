import type { DocumentBase, DocumentHead } from "@/platform/document";

/** A discount line as the server answers it, with the names of its item or item group. */
export interface DiscountLine {
  line?: number;
  ma_vt?: string | null;
  ten_vt?: string | null;
  nh_vt?: string | null;
  ten_nhom?: string | null;
  tl_ck: number;
  tien_ck: number;
}

/** A discount document: its days, branch and customers, and its lines. */
export interface DiscountRecord extends DocumentHead {
  tu_ngay: string;
  den_ngay?: string | null;
  /** The branch it applies in; none: every branch. */
  ma_dvcs_ck?: string | null;
  ten_dvcs_ck?: string | null;
  ma_kh?: string | null;
  ten_kh?: string | null;
  nh_kh?: string | null;
  ten_nh?: string | null;
  details: DiscountLine[];
}

/** Discounts (CK1): always wait for the approver, whoever sends them; cancelling one takes it out of force. */
export const discountKind: DocumentBase = {
  api: "sales/discounts",
  path: "/sales/discounts",
  command: "sales.discounts",
  approver: "sales.discounts.approve",
  maCt: "CK1",
  title: { vi: "Chiết khấu", en: "Discount" },
  alwaysAwaits: true,
  confirmCancel: "discounts.confirmCancel",
};
