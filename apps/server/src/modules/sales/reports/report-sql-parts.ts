import { DOCUMENT_STATUS, PAYMENT_KIND_OPTIONS } from "@sen/core";

/*
 * The pieces every sales report's SELECT is made of. Each query reads its period as $1 and $2 (inclusive days), the
 * branches as $3 (text[]) and the report's filters from $4 on, in the order of its definition (null: any).
 */

export const POSTED = `'${DOCUMENT_STATUS.posted}'`;

/** A header in the period, the branches, posted. */
export const inPeriod = (h: string) =>
  `${h}.status = ${POSTED} AND ${h}.ngay_ct BETWEEN $1 AND $2 AND ${h}.ma_dvcs = ANY($3)`;

/** A filter parameter: null leaves every row. */
export const narrowed = (column: string, param: string) => `(${param}::text IS NULL OR ${column} = ${param})`;

// Each name's own alias (kh_, vt_, nv_) is one no report's FROM uses, so that it never hides the row it names.
export const customerName = (h: string) => `(SELECT kh_.ten_kh FROM partners kh_ WHERE kh_.ma_kh = ${h}.ma_kh LIMIT 1)`;
export const productName = (code: string) => `(SELECT vt_.ten_vt FROM products vt_ WHERE vt_.ma_vt = ${code})`;
export const employeeName = (code: string) =>
  `coalesce((SELECT nv_.ten_nv FROM employees nv_ WHERE nv_.ma_nv = ${code}), ${code}, '')`;

/** The money of each bill by payment kind (of `x`, an element of its `payments`). */
export const byKind = PAYMENT_KIND_OPTIONS.map(
  ({ value }) => `coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = '${value}'), 0) AS ${value}`,
).join(", ");

/**
 * What each posted retail bill of the period brings its salesperson (`ma_nvbh`, narrowed by `param`), and each posted
 * return takes from its bill's: one bill, its goods, discounts, VAT, and the net (`doanh_thu`).
 */
export const salespersonBills = (param: string) => `
  SELECT h.ma_nvbh, 1 AS so_hd, h.tong_tien, h.tong_ck, h.tong_thue, 0 AS tra_lai, h.tong_thanh_toan AS doanh_thu
    FROM retail_orders h WHERE ${inPeriod("h")} AND ${narrowed("h.ma_nvbh", param)}
  UNION ALL
  SELECT b.ma_nvbh, 0, 0, 0, 0, h.tong_thanh_toan, -h.tong_thanh_toan
    FROM sales_returns h JOIN retail_orders b ON b.stt_rec = h.stt_rec_hd
   WHERE ${inPeriod("h")} AND ${narrowed("b.ma_nvbh", param)}`;

/** The column a row carries the total of column `key` over every row in (see `carriedTotals`). */
export const carriedTotal = (key: string) => `${key}__total`;

/**
 * Each total as a column of every row (`sum(…) OVER ()`, computed in the pass that numbers or sorts the rows anyway),
 * so that a page brings its report's totals along instead of a second query going through the same rows.
 */
export const carriedTotals = (sums: Record<string, string>) =>
  Object.entries(sums)
    .map(([key, value]) => `sum(${value}) OVER () AS ${carriedTotal(key)}`)
    .join(", ");
