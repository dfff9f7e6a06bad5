import { PAYMENT_KIND_OPTIONS, type SalesReportName } from "@sen/core";
import { retailOrderKind } from "../bills/retail-order-kind.js";
import { COMMISSION_REPORT_SQL } from "../commissions/commission-report-sql.js";
import { returnKind } from "../returns/return-kind.js";
import {
  customerName,
  employeeName,
  inPeriod,
  narrowed,
  POSTED,
  productName,
  salespersonBills,
} from "./report-sql-parts.js";
import { SERVICE_CARRYING_TOTALS, SERVICE_REPORT_SQL, SERVICE_TOTALS_SQL } from "./service-report-sql.js";

/*
 * The rows of each sales report as one SELECT over the documents: posted retail bills (HD1) and posted returns
 * (TL1) only, a return taking off what its bill added, on the return's own day. Every query reads its period as
 * $1 and $2 (inclusive days), the branches as $3 (text[]) and the report's filters as $4, $5 (null: any); the
 * service reports are in service-report-sql.ts. The totals are the sums of the rows' columns, so the report adds
 * them up around this (see sales-reports.ts).
 */

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

/** The kinds whose report lines the sales (not service) reports read: bills, and returns taking away. */
const SOLD = `ARRAY['${retailOrderKind.ma_ct}', '${returnKind.ma_ct}']`;

/** A bill's or a return's own value of report line `r`, from its header (`h`) or line (`d`): only for a page's rows. */
const fromDocument = (value: string) =>
  `coalesce(${KINDS.map(
    ({ header, lines }) =>
      `(SELECT ${value} FROM ${header} h JOIN ${lines} d ON d.stt_rec = h.stt_rec AND d.line = r.line
         WHERE h.stt_rec = r.stt_rec)`,
  ).join(", ")})`;

/**
 * Each line of a posted bill, each returned line negative (its VAT its rate of the amount less its discount), in the
 * order they were posted on each day: read from the report lines, a month of them one range of an index; the
 * number, unit and price come from the document for the rows of a page only.
 */
const saleDetailRevenue = `
  SELECT r.stt_rec::text, r.ma_ct, r.ngay_ct::text, ${fromDocument("h.so_ct")} AS so_ct, r.ma_kh,
         ${customerName("r")} AS ten_kh, r.line, r.ma_vt, ${productName("r.ma_vt")} AS ten_vt,
         ${fromDocument("d.ma_dvt")} AS ma_dvt, r.so_luong, ${fromDocument("d.gia")} AS gia, r.tien, r.ck, r.thue, r.tong
    FROM report_lines r
   WHERE r.ngay_ct BETWEEN $1 AND $2 AND r.ma_dvcs = ANY($3) AND r.ma_ct = ANY(${SOLD})
     AND ${narrowed("r.ma_kh", "$4")} AND ${narrowed("r.ma_vt", "$5")}
   ORDER BY r.ngay_ct, r.id`;

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

/** Column `column` of the report payments of document `d`: after the sort, for a page's rows only. */
const stored = (column: string) => `(SELECT p.${column} FROM report_payments p WHERE p.stt_rec = d.stt_rec)`;

/**
 * Each posted bill and return of the period in the order of the day and the number, sorted from their indexes
 * alone: its money by payment kind as its report payments hold it (what its `payments` add up to), the change given,
 * what was kept (a return's paid back, negative) and what it left owing.
 */
const billReceiptDetail = `
  SELECT d.stt_rec::text, d.ma_ct, d.ngay_ct::text, d.so_ct, d.ma_kh, ${customerName("d")} AS ten_kh,
         ${PAYMENT_KIND_OPTIONS.map(({ value }) => `d.sign * ${stored(value)} AS ${value}`).join(", ")},
         d.sign * ${stored("tien_thoi")} AS tien_thoi, d.sign * ${stored("tien - p.tien_thoi")} AS thuc_thu,
         d.sign * ${stored("con_no")} AS con_no
    FROM (${KINDS.map(
      ({ header, sign }) => `
          SELECT h.stt_rec, h.ma_ct, h.ngay_ct, h.so_ct, h.ma_kh, ${sign}1 AS sign
            FROM ${header} h WHERE ${inPeriod("h")} AND ${narrowed("h.ma_kh", "$4")}`,
    ).join(" UNION ALL ")}) d
   ORDER BY d.ngay_ct, d.so_ct, d.stt_rec`;

/**
 * The same documents' money for the totals, from the report payments each writes when it posts (what its `payments`
 * add up to by kind), a month of them one range of an index rather than every bill's `payments` read again: summed
 * for the bills and for the returns, the report adding the two.
 */
const billReceiptTotals = `
  SELECT ${PAYMENT_KIND_OPTIONS.map(({ value }) => `p.sign * sum(p.${value}) AS ${value}`).join(", ")},
         p.sign * sum(p.tien_thoi) AS tien_thoi, p.sign * (sum(p.tien) - sum(p.tien_thoi)) AS thuc_thu,
         p.sign * sum(p.con_no) AS con_no
    FROM (SELECT r.*, CASE WHEN r.ma_ct = '${returnKind.ma_ct}' THEN -1 ELSE 1 END AS sign FROM report_payments r
           WHERE r.ngay_ct BETWEEN $1 AND $2 AND r.ma_dvcs = ANY($3) AND r.ma_ct = ANY(${SOLD})
             AND ${narrowed("r.ma_kh", "$4")}) p
   GROUP BY p.sign`;

/** Per salesperson of the bill (a return counts against its bill's): bills, goods, discounts, VAT, net of returns. */
const employeeRevenue = `
  SELECT coalesce(m.ma_nvbh, '') AS ma_nvbh, ${employeeName("m.ma_nvbh")} AS ten_nvbh,
         sum(m.so_hd)::int AS so_hd, sum(m.tong_tien) AS tong_tien, sum(m.tong_ck) AS tong_ck,
         sum(m.tong_thue) AS tong_thue, sum(m.tra_lai) AS tra_lai, sum(m.doanh_thu) AS doanh_thu
    FROM (${salespersonBills("$4")}) m
   GROUP BY m.ma_nvbh
   ORDER BY m.ma_nvbh NULLS LAST`;

/** The rows the totals of a report add up, where they have a quicker source than its rows. */
export const SALES_TOTALS_SQL: Partial<Record<SalesReportName, string>> = {
  "bill-receipt-detail": billReceiptTotals,
  ...SERVICE_TOTALS_SQL,
};

/** The reports whose rows carry their totals (`carriedTotals`). */
export const CARRYING_TOTALS: ReadonlySet<SalesReportName> = new Set(SERVICE_CARRYING_TOTALS);

/** Each report's rows. */
export const SALES_REPORT_SQL: Record<SalesReportName, string> = {
  "sale-revenue": saleRevenue,
  "sale-detail-revenue": saleDetailRevenue,
  "sale-debt-revenue": saleDebtRevenue,
  "bill-receipt-detail": billReceiptDetail,
  "employee-revenue": employeeRevenue,
  ...SERVICE_REPORT_SQL,
  ...COMMISSION_REPORT_SQL,
};
