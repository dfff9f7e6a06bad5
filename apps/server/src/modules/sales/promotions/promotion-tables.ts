import { promotionEntity } from "@sen/core";
import { numeric, text } from "drizzle-orm/pg-core";
import { entityTable } from "../../../platform/crud/table.js";
import { money, voucherTables } from "../../../platform/documents/document-tables.js";

/*
 * The promotions' tables, part of the sales module's schema (re-exported by sales.tables.ts, which drizzle-kit reads):
 * the programs and their two kinds of rules, as documents.
 */

/** Promotion programs: the days and the branch their approved rules hold in. */
export const promotions = entityTable(promotionEntity);

/** What a promotion rule gives: a percent off, an amount off (bill totals), or `sl_tang` of item `ma_vt_tang` free. */
const promotionGift = () => ({
  ck_phan_tram: numeric("ck_phan_tram", { precision: 9, scale: 4 }).notNull().default("0"),
  ma_vt_tang: text("ma_vt_tang"),
  sl_tang: numeric("sl_tang", { precision: 18, scale: 3 }).notNull().default("0"),
});

/**
 * Product promotions (KM1, khuyến mãi theo sản phẩm) of program `ma_ctkm`: per line, buying `sl_tu` or more of
 * `ma_vt` takes `ck_phan_tram` off the line, or gives `sl_tang` of `ma_vt_tang` per `sl_tu` bought. In force once
 * approved (2), within the program's days and branch.
 */
export const { header: promotionProducts, lines: promotionProductLines } = voucherTables(
  { header: "promotion_products", lines: "promotion_product_lines" },
  {
    header: { ma_ctkm: text("ma_ctkm").notNull() },
    line: {
      ma_vt: text("ma_vt").notNull(),
      sl_tu: numeric("sl_tu", { precision: 18, scale: 3 }).notNull().default("1"),
      ...promotionGift(),
    },
  },
);

/**
 * Revenue promotions (KM2, khuyến mãi theo doanh thu) of program `ma_ctkm`: per line, a bill of `tu_tien` or more
 * gets `ck_phan_tram` or `tien_ck` off, or `sl_tang` of `ma_vt_tang` free. In force once approved (2).
 */
export const { header: promotionRevenue, lines: promotionRevenueLines } = voucherTables(
  { header: "promotion_revenue", lines: "promotion_revenue_lines" },
  {
    header: { ma_ctkm: text("ma_ctkm").notNull() },
    line: {
      tu_tien: money("tu_tien").notNull(),
      tien_ck: money("tien_ck").notNull().default("0"),
      ...promotionGift(),
    },
  },
);
