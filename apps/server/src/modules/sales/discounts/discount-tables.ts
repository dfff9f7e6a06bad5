import { date, numeric, text } from "drizzle-orm/pg-core";
import { money, voucherTables } from "../../../platform/documents/document-tables.js";

/*
 * The discounts' tables, part of the sales module's schema (re-exported by sales.tables.ts, which drizzle-kit reads).
 */

/**
 * Discounts (CK1, chiết khấu): from `tu_ngay` to `den_ngay` (none: open-ended), in branch `ma_dvcs_ck` (none: every
 * branch), for customer `ma_kh`, or the customers of group `nh_kh` (of any level), or every customer (neither); per
 * line, item `ma_vt`, or the items of group `nh_vt`, or every item (neither), `tl_ck` percent or `tien_ck` off each
 * base unit. In force once approved (2), until cancelled (9).
 */
export const { header: discounts, lines: discountLines } = voucherTables(
  { header: "discounts", lines: "discount_lines" },
  {
    header: {
      tu_ngay: date("tu_ngay", { mode: "string" }).notNull(),
      den_ngay: date("den_ngay", { mode: "string" }),
      ma_dvcs_ck: text("ma_dvcs_ck"),
      ma_kh: text("ma_kh"),
      nh_kh: text("nh_kh"),
    },
    line: {
      ma_vt: text("ma_vt"),
      nh_vt: text("nh_vt"),
      tl_ck: numeric("tl_ck", { precision: 9, scale: 4 }).notNull().default("0"),
      tien_ck: money("tien_ck").notNull().default("0"),
    },
  },
);

/**
 * What a sold line (a bill's, a sales order's) keeps of its own discount: where it came from (`nguon_ck`, a
 * DISCOUNT_SOURCE; a promotion's program is the line's `ma_ctkm`), the discount document's number (`so_ct_ck`), and
 * the percent taken (`tl_ck`) when it was one.
 */
export const discountSource = () => ({
  nguon_ck: text("nguon_ck"),
  so_ct_ck: text("so_ct_ck"),
  tl_ck: numeric("tl_ck", { precision: 9, scale: 4 }),
});
