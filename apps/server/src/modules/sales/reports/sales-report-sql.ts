import { DOCUMENT_STATUS, PAYMENT_KIND_OPTIONS, type SalesReportName } from "@sen/core";

/*
 * The rows of each sales report as one SELECT over the documents: posted retail bills (HD1) and posted returns
 * (TL1) only, a return taking off what its bill added, on the return's own day. Every query reads its period as
 * $1 and $2 (inclusive days), the branches as $3 (text[]) and the report's filters as $4, $5 (null: any); the
 * totals are the sums of the rows' columns, so the report adds them up around this (see sales-reports.ts).
 */

const POSTED = `'${DOCUMENT_STATUS.posted}'`;

/** A header of either kind in the period, the branches, posted. */
const inPeriod = (h: string) => `${h}.status = ${POSTED} AND ${h}.ngay_ct BETWEEN $1 AND $2 AND ${h}.ma_dvcs = ANY($3)`;
/** A filter parameter: null leaves every row. */
const narrowed = (column: string, param: string) => `(${param}::text IS NULL OR ${column} = ${param})`;

const customerName = (h: string) => `(SELECT p.ten_kh FROM partners p WHERE p.ma_kh = ${h}.ma_kh LIMIT 1)`;

/** The two kinds of document, and the sign each gives its amounts. */
const KINDS = [
  { header: "retail_orders", lines: "retail_order_details", sign: "" },
  { header: "sales_returns", lines: "sales_return_details", sign: "-" },
] as const;

/** By day and branch: goods, discounts and VAT of the bills, the returns, and the net. */
const saleRevenue = `
  SELECT ngay_ct::text, ma_dvcs, sum(so_hd)::int AS so_hd, sum(tong_tien) AS tong_tien, sum(tong_ck) AS tong_ck,
         sum(tong_thue) AS tong_thue, sum(tra_lai) AS tra_lai, sum(tong_thanh_toan) AS tong_thanh_toan
    FROM (SELECT h.ngay_ct, h.ma_dvcs, 1 AS so_hd, h.tong_tien, h.tong_ck, h.tong_thue, 0 AS tra_lai, h.tong_thanh_toan
            FROM retail_orders h WHERE ${inPeriod("h")}
          UNION ALL
          SELECT h.ngay_ct, h.ma_dvcs, 0, 0, 0, 0, h.tong_thanh_toan, -h.tong_thanh_toan
            FROM sales_returns h WHERE ${inPeriod("h")}) m
   GROUP BY ngay_ct, ma_dvcs
   ORDER BY ngay_ct, ma_dvcs`;

/** Each line of a bill, each returned line negative; a line's VAT is its rate of the amount less its discount. */
const saleDetailRevenue = `${KINDS.map(
  ({ header, lines, sign }) => `
  SELECT h.stt_rec::text, h.ma_ct, h.ngay_ct::text, h.so_ct, h.ma_kh, ${customerName("h")} AS ten_kh, d.line,
         d.ma_vt, (SELECT v.ten_vt FROM products v WHERE v.ma_vt = d.ma_vt) AS ten_vt, d.ma_dvt,
         ${sign}d.so_luong AS so_luong, d.gia, ${sign}d.tien AS tien, ${sign}d.ck AS ck,
         ${sign}round((d.tien - d.ck) * d.thue_suat / 100, 2) AS thue,
         ${sign}(d.tien - d.ck + round((d.tien - d.ck) * d.thue_suat / 100, 2)) AS tong
    FROM ${header} h JOIN ${lines} d ON d.stt_rec = h.stt_rec
   WHERE ${inPeriod("h")} AND ${narrowed("h.ma_kh", "$4")} AND ${narrowed("d.ma_vt", "$5")}`,
).join(" UNION ALL ")}
   ORDER BY ngay_ct, so_ct, stt_rec, line`;

/**
 * Per customer, what posted bills left owing (`con_no`) less what posted returns credited to the account instead of
 * paying back: before the period (opening), in it, and at its end. Paying a debt later has no document naming the
 * bill yet (a receipt voucher credits 131 as a whole), so it is not a column.
 */
const saleDebtRevenue = `
  SELECT m.ma_kh, ${customerName("m")} AS ten_kh,
         coalesce(sum(m.no - m.tra) FILTER (WHERE m.ngay_ct < $1), 0) AS dau_ky,
         coalesce(sum(m.no) FILTER (WHERE m.ngay_ct >= $1), 0) AS phat_sinh,
         coalesce(sum(m.tra) FILTER (WHERE m.ngay_ct >= $1), 0) AS tra_lai,
         sum(m.no - m.tra) AS cuoi_ky
    FROM (SELECT h.ma_kh, h.ngay_ct, h.con_no AS no, 0 AS tra FROM retail_orders h
           WHERE h.status = ${POSTED} AND h.ma_kh IS NOT NULL AND h.con_no <> 0 AND h.ngay_ct <= $2
             AND h.ma_dvcs = ANY($3) AND ${narrowed("h.ma_kh", "$4")}
          UNION ALL
          SELECT h.ma_kh, h.ngay_ct, 0, h.con_no FROM sales_returns h
           WHERE h.status = ${POSTED} AND h.ma_kh IS NOT NULL AND h.con_no <> 0 AND h.ngay_ct <= $2
             AND h.ma_dvcs = ANY($3) AND ${narrowed("h.ma_kh", "$4")}) m
   GROUP BY m.ma_kh
  HAVING sum(m.no) FILTER (WHERE m.ngay_ct >= $1) <> 0 OR sum(m.tra) FILTER (WHERE m.ngay_ct >= $1) <> 0
      OR sum(m.no - m.tra) <> 0
   ORDER BY m.ma_kh`;

/** The money of each bill by payment kind, less the change given; a return's refunds negative. */
const byKind = PAYMENT_KIND_OPTIONS.map(
  ({ value }) => `coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = '${value}'), 0) AS ${value}`,
).join(", ");
const billReceiptDetail = `${KINDS.map(
  ({ header, sign }) => `
  SELECT h.stt_rec::text, h.ma_ct, h.ngay_ct::text, h.so_ct, h.ma_kh, ${customerName("h")} AS ten_kh,
         ${PAYMENT_KIND_OPTIONS.map(({ value }) => `${sign}pay.${value} AS ${value}`).join(", ")},
         ${sign === "" ? "h.tien_thoi" : "0"} AS tien_thoi,
         ${sign}(pay.tien - ${sign === "" ? "h.tien_thoi" : "0"}) AS thuc_thu, ${sign}h.con_no AS con_no
    FROM ${header} h
    CROSS JOIN LATERAL (SELECT ${byKind}, coalesce(sum((x->>'tien')::numeric), 0) AS tien
                          FROM jsonb_array_elements(h.payments) x) pay
   WHERE ${inPeriod("h")} AND ${narrowed("h.ma_kh", "$4")}`,
).join(" UNION ALL ")}
   ORDER BY ngay_ct, so_ct, stt_rec`;

/** Per salesperson of the bill (a return counts against its bill's): bills, goods, discounts, VAT, net of returns. */
const employeeRevenue = `
  SELECT coalesce(m.ma_nvbh, '') AS ma_nvbh, coalesce((SELECT e.ten_nv FROM employees e WHERE e.ma_nv = m.ma_nvbh), m.ma_nvbh, '') AS ten_nvbh,
         sum(m.so_hd)::int AS so_hd, sum(m.tong_tien) AS tong_tien, sum(m.tong_ck) AS tong_ck,
         sum(m.tong_thue) AS tong_thue, sum(m.tra_lai) AS tra_lai, sum(m.doanh_thu) AS doanh_thu
    FROM (SELECT h.ma_nvbh, 1 AS so_hd, h.tong_tien, h.tong_ck, h.tong_thue, 0 AS tra_lai, h.tong_thanh_toan AS doanh_thu
            FROM retail_orders h WHERE ${inPeriod("h")} AND ${narrowed("h.ma_nvbh", "$4")}
          UNION ALL
          SELECT b.ma_nvbh, 0, 0, 0, 0, h.tong_thanh_toan, -h.tong_thanh_toan
            FROM sales_returns h JOIN retail_orders b ON b.stt_rec = h.stt_rec_hd
           WHERE ${inPeriod("h")} AND ${narrowed("b.ma_nvbh", "$4")}) m
   GROUP BY m.ma_nvbh
   ORDER BY m.ma_nvbh NULLS LAST`;

/** Each report's rows. */
export const SALES_REPORT_SQL: Record<SalesReportName, string> = {
  "sale-revenue": saleRevenue,
  "sale-detail-revenue": saleDetailRevenue,
  "sale-debt-revenue": saleDebtRevenue,
  "bill-receipt-detail": billReceiptDetail,
  "employee-revenue": employeeRevenue,
};
