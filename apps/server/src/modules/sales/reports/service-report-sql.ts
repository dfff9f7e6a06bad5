import { EMPLOYEE_REVENUE_LEVELS, PAYMENT_KIND_OPTIONS, REPORT_LINE_GROUP } from "@sen/core";
import { PACKAGE_MOVE } from "../services/package-ledger.js";
import { serviceBillKind } from "../services/service-bill-kind.js";
import { servingKind } from "../services/serving-kind.js";
import {
  byKind,
  carriedTotals,
  customerName,
  employeeName,
  inPeriod,
  narrowed,
  productName,
  salespersonBills,
} from "./report-sql-parts.js";

/*
 * The rows of the service reports, over posted service bills (DV1), posted servings (SD1) and the packages' ledger.
 * A single service is revenue when its bill posts; a package line's value (sessions, or package money) is held on 3387
 * until servings use it, each use's `tien` then revenue, with `tien_no`, what the customer owes for sessions a package
 * lacked. Parameters as in report-sql-parts.ts.
 */

/**
 * Per day and branch, each posted service bill line and serving line as revenue: single services sold (`sl_le`,
 * `dv_le`), package sessions used (`so_buoi`, `lieu_trinh`: their value and what was owed for sessions a package
 * lacked; the serving in `stt_rec_sd`), and packages sold (`ban_goi`, not revenue yet); the service narrowed by
 * `param`. Read from the report lines (a month of them one range of an index), where a line selling packages or
 * package money carries its `nhom` and a serving's value includes what was owed; a serving's line paid from package
 * money is revenue but no session, one paid now (its bill's revenue) neither.
 */
const serviceLines = (param: string) => {
  const bill = `r.ma_ct = '${serviceBillKind.ma_ct}'`;
  const single = `${bill} AND r.nhom IS NULL`;
  const serving = `r.ma_ct = '${servingKind.ma_ct}'`;
  return `
  SELECT r.ngay_ct, r.ma_dvcs, CASE WHEN ${serving} THEN r.stt_rec END AS stt_rec_sd,
         CASE WHEN ${single} THEN r.so_luong ELSE 0 END AS sl_le,
         CASE WHEN ${single} THEN r.tien - r.ck ELSE 0 END AS dv_le,
         CASE WHEN ${serving} AND r.nhom IS NULL THEN r.so_luong ELSE 0 END AS so_buoi,
         CASE WHEN ${serving} THEN r.tien ELSE 0 END AS lieu_trinh,
         CASE WHEN ${bill} AND r.nhom IS NOT NULL THEN r.tien - r.ck ELSE 0 END AS ban_goi
    FROM report_lines r
   WHERE r.ngay_ct BETWEEN $1 AND $2 AND r.ma_dvcs = ANY($3)
     AND r.ma_ct = ANY(ARRAY['${serviceBillKind.ma_ct}', '${servingKind.ma_ct}']) AND ${narrowed("r.ma_vt", param)}`;
};

/** What sale-service sums per branch, customer and service. */
const SOLD_SUMS = ["sl_le", "so_goi", "so_buoi", "tien", "ck", "thue", "tong", "da_tra", "con_no"];

/**
 * Per branch, customer and service: what posted service bills sold, single services and packages (units and their
 * sessions; package money has none), amount, discount, VAT, total; and what was paid of it: each bill's paid part (its
 * total less what it left owing) shared over its lines by their totals, rounded so that a bill's shares add up to its
 * paid part. The lines are the bills' report lines (a line selling packages or package money marked), a package
 * line's sessions read from the bill.
 */
const saleService = `
  WITH l AS (
    SELECT r.stt_rec, r.ma_dvcs, r.ma_kh, r.line, r.ma_vt, r.so_luong, r.nhom IS NOT NULL AS goi,
           CASE WHEN r.nhom = '${REPORT_LINE_GROUP.package}'
                THEN (SELECT d.so_buoi FROM service_bill_details d WHERE d.stt_rec = r.stt_rec AND d.line = r.line)
                ELSE 0 END AS so_buoi,
           r.tien, r.ck, r.thue, h.tong_thanh_toan - h.con_no AS da_tra_hd
      FROM report_lines r JOIN service_bills h ON h.stt_rec = r.stt_rec AND h.ngay_ct = r.ngay_ct
     WHERE r.ngay_ct BETWEEN $1 AND $2 AND h.ngay_ct BETWEEN $1 AND $2 AND r.ma_dvcs = ANY($3)
       AND r.ma_ct = '${serviceBillKind.ma_ct}' AND ${narrowed("r.ma_kh", "$4")}
  ), shared AS (
    SELECT l.*, l.tien - l.ck + l.thue AS tong,
           CASE WHEN sum(l.tien - l.ck + l.thue) OVER bill = 0 THEN 0
                ELSE round(sum(l.tien - l.ck + l.thue) OVER upto * l.da_tra_hd / sum(l.tien - l.ck + l.thue) OVER bill, 2)
           END AS da_tra_den
      FROM l
    WINDOW bill AS (PARTITION BY l.stt_rec), upto AS (PARTITION BY l.stt_rec ORDER BY l.line)
  ), paid AS (
    SELECT s.*, s.da_tra_den - coalesce(lag(s.da_tra_den) OVER (PARTITION BY s.stt_rec ORDER BY s.line), 0) AS da_tra
      FROM shared s
  ), sold AS (
    SELECT p.ma_dvcs, p.ma_kh, p.ma_vt,
           sum(CASE WHEN p.goi THEN 0 ELSE p.so_luong END) AS sl_le,
           sum(CASE WHEN p.goi THEN p.so_luong ELSE 0 END) AS so_goi,
           sum(CASE WHEN p.goi THEN p.so_luong * p.so_buoi ELSE 0 END)::int AS so_buoi,
           sum(p.tien) AS tien, sum(p.ck) AS ck, sum(p.thue) AS thue, sum(p.tong) AS tong, sum(p.da_tra) AS da_tra,
           sum(p.tong - p.da_tra) AS con_no
      FROM paid p
     WHERE ${narrowed("p.ma_vt", "$5")}
     GROUP BY p.ma_dvcs, p.ma_kh, p.ma_vt
  )
  SELECT x.ma_dvcs, coalesce(x.ma_kh, '') AS ma_kh, ${customerName("x")} AS ten_kh, x.ma_vt,
         ${productName("x.ma_vt")} AS ten_vt, ${SOLD_SUMS.map((key) => `x.${key}`).join(", ")},
         ${carriedTotals(Object.fromEntries(SOLD_SUMS.map((key) => [key, `x.${key}`])))}
    FROM sold x
   ORDER BY x.ma_dvcs, x.ma_kh NULLS FIRST, x.ma_vt`;

/** Per day and branch: single services sold and package sessions used, the revenue of each, and both. */
const serviceRevenue = `
  SELECT m.ngay_ct::text, m.ma_dvcs, sum(m.sl_le) AS sl_le, sum(m.dv_le) AS dv_le, sum(m.so_buoi)::int AS so_buoi,
         sum(m.lieu_trinh) AS lieu_trinh, sum(m.dv_le + m.lieu_trinh) AS doanh_thu
    FROM (${serviceLines("$4")}) m
   GROUP BY m.ngay_ct, m.ma_dvcs
  HAVING sum(m.sl_le) <> 0 OR sum(m.so_buoi) <> 0 OR sum(m.dv_le + m.lieu_trinh) <> 0
   ORDER BY m.ngay_ct, m.ma_dvcs`;

/** Each line of a posted serving: who was served what, from which package, by whom, in which room, worth what. */
const serviceDetail = `
  SELECT h.stt_rec::text, h.ma_ct, h.ngay_ct::text, h.so_ct, h.ma_kh, ${customerName("h")} AS ten_kh, d.line,
         d.ma_vt, ${productName("d.ma_vt")} AS ten_vt,
         (SELECT g.so_ct FROM service_packages g WHERE g.stt_rec_goi = d.stt_rec_goi) AS so_ct_goi,
         d.so_luong, d.ma_nv, (SELECT e.ten_nv FROM employees e WHERE e.ma_nv = d.ma_nv) AS ten_nv,
         -- The room, once servings keep one (on the line or the header): read by name so no column is required.
         coalesce(to_jsonb(d) ->> 'ma_phong', to_jsonb(h) ->> 'ma_phong') AS ma_phong,
         d.gia_buoi, d.tien + d.tien_no AS tien
    FROM servings h JOIN serving_details d ON d.stt_rec = h.stt_rec
   WHERE ${inPeriod("h")} AND ${narrowed("h.ma_kh", "$4")} AND ${narrowed("d.ma_vt", "$5")}
     AND ${narrowed("d.ma_nv", "$6")}
   ORDER BY h.ngay_ct, h.so_ct, h.stt_rec, d.line`;

/**
 * The same serving lines for the totals, from their report lines (a line's value with what the customer owes for the
 * sessions its package lacked, as the rows show it): a month of them one range of an index.
 */
const serviceDetailTotals = `
  SELECT r.so_luong, r.tien FROM report_lines r
   WHERE r.ngay_ct BETWEEN $1 AND $2 AND r.ma_dvcs = ANY($3) AND r.ma_ct = '${servingKind.ma_ct}'
     AND ${narrowed("r.ma_kh", "$4")} AND ${narrowed("r.ma_vt", "$5")} AND ${narrowed("r.ma_nv", "$6")}`;

/** Per month and branch: servings, single services' and package sessions' revenue, and package money sold. */
const branchServiceRevenue = `
  SELECT to_char(date_trunc('month', m.ngay_ct), 'MM/YYYY') AS thang, m.ma_dvcs,
         (SELECT b.ten_dvcs FROM branches b WHERE b.ma_dvcs = m.ma_dvcs) AS ten_dvcs,
         count(DISTINCT m.stt_rec_sd)::int AS so_luot, sum(m.dv_le) AS dv_le, sum(m.lieu_trinh) AS lieu_trinh,
         sum(m.dv_le + m.lieu_trinh) AS doanh_thu, sum(m.ban_goi) AS ban_goi
    FROM (${serviceLines("NULL")}) m
   GROUP BY date_trunc('month', m.ngay_ct), m.ma_dvcs
   ORDER BY date_trunc('month', m.ngay_ct), m.ma_dvcs`;

const USE = `('${PACKAGE_MOVE.used}', '${PACKAGE_MOVE.returned}')`;
const SALE = `('${PACKAGE_MOVE.sold}', '${PACKAGE_MOVE.cancelled}')`;

/*
 * The packages' value and sessions at a day are read from each package's cached balance (`so_buoi_con`, `tien_con`:
 * the sum of its whole ledger, kept in the posting transaction) less the ledger's moves after that day, so only the
 * moves from the period's start on are read, never the whole history. A cancelled document's moves are reversed on
 * the document's own day (a sale by its cancel, HUY; a use by its giving back, HOAN), so each pair sits in the same
 * column and counts for nothing.
 */

/** The sums of ledger moves `l` from the period's start: in the period by kind, and after it, and whether any was in it. */
const MOVE_SUMS = `
         count(*) FILTER (WHERE l.loai = '${PACKAGE_MOVE.sold}' AND l.ngay_ct <= $2)
           - count(*) FILTER (WHERE l.loai = '${PACKAGE_MOVE.cancelled}' AND l.ngay_ct <= $2) AS so_goi,
         coalesce(sum(l.so_buoi) FILTER (WHERE l.loai IN ${SALE} AND l.ngay_ct <= $2), 0) AS buoi_ban,
         coalesce(sum(l.tien) FILTER (WHERE l.loai IN ${SALE} AND l.ngay_ct <= $2), 0) AS ban,
         coalesce(-sum(l.so_buoi) FILTER (WHERE l.loai IN ${USE} AND l.ngay_ct <= $2), 0) AS buoi_dung,
         coalesce(-sum(l.tien) FILTER (WHERE l.loai IN ${USE} AND l.ngay_ct <= $2), 0) AS su_dung,
         coalesce(sum(l.tien) FILTER (WHERE l.loai NOT IN ${SALE} AND l.loai NOT IN ${USE} AND l.ngay_ct <= $2), 0)
           AS khac,
         coalesce(sum(l.so_buoi) FILTER (WHERE l.ngay_ct > $2), 0) AS buoi_sau,
         coalesce(sum(l.tien) FILTER (WHERE l.ngay_ct > $2), 0) AS tien_sau,
         bool_or(l.ngay_ct <= $2) AS moved`;

/**
 * The packages of the branches (by where they were sold) opened by the period's end, with what their ledger moved
 * after it (so what they held at its end) and whether it moved in the period, from the moves since its start.
 */
const packagesAtEnd = (filters: string) => `
  SELECT g.*, g.so_buoi_con - coalesce(m.buoi_sau, 0) AS buoi_cuoi, g.tien_con - coalesce(m.tien_sau, 0) AS tien_cuoi,
         coalesce(m.moved, false) AS moved
    FROM service_packages g
    LEFT JOIN (SELECT l.stt_rec_goi, sum(l.so_buoi) FILTER (WHERE l.ngay_ct > $2) AS buoi_sau,
                      sum(l.tien) FILTER (WHERE l.ngay_ct > $2) AS tien_sau, bool_or(l.ngay_ct <= $2) AS moved
                 FROM package_ledger l WHERE l.ngay_ct >= $1 GROUP BY l.stt_rec_goi) m ON m.stt_rec_goi = g.stt_rec_goi
   WHERE g.ngay_ct <= $2 AND g.ma_dvcs = ANY($3) AND ${filters}`;

/**
 * Per service: the packages' value left at the start of the period, sold in it (packages, sessions, value), used
 * (sessions, value), moved otherwise (transfers, expiry, refunds), and left at its end (3387). Summed by service
 * straight away: the packages' cached balances, and their ledger's moves from the period's start.
 */
const packageRevenue = `
  WITH g AS (
    SELECT g.stt_rec_goi, g.ma_vt, g.so_buoi_con, g.tien_con FROM service_packages g
     WHERE g.ngay_ct <= $2 AND g.ma_dvcs = ANY($3) AND ${narrowed("g.ma_vt", "$4")}
  ), b AS (
    SELECT g.ma_vt, sum(g.so_buoi_con) AS so_buoi_con, sum(g.tien_con) AS tien_con FROM g GROUP BY g.ma_vt
  ), m AS (
    SELECT g.ma_vt, ${MOVE_SUMS}
      FROM package_ledger l JOIN g ON g.stt_rec_goi = l.stt_rec_goi
     WHERE l.ngay_ct >= $1
     GROUP BY g.ma_vt
  ), p AS (
    SELECT b.ma_vt, coalesce(m.so_goi, 0) AS so_goi, coalesce(m.buoi_ban, 0) AS buoi_ban, coalesce(m.ban, 0) AS ban,
           coalesce(m.buoi_dung, 0) AS buoi_dung, coalesce(m.su_dung, 0) AS su_dung, coalesce(m.khac, 0) AS khac,
           b.so_buoi_con - coalesce(m.buoi_sau, 0) AS buoi_cuoi, b.tien_con - coalesce(m.tien_sau, 0) AS tien_cuoi
      FROM b LEFT JOIN m ON m.ma_vt = b.ma_vt
  )
  SELECT p.ma_vt, ${productName("p.ma_vt")} AS ten_vt, p.tien_cuoi - p.ban + p.su_dung - p.khac AS dau_ky,
         p.so_goi::int AS so_goi, p.buoi_ban::int AS buoi_ban, p.ban, p.buoi_dung::int AS buoi_dung, p.su_dung,
         p.khac, p.buoi_cuoi::int AS buoi_con, p.tien_cuoi AS cuoi_ky
    FROM p
   WHERE p.ban <> 0 OR p.su_dung <> 0 OR p.khac <> 0 OR p.so_goi <> 0 OR p.buoi_dung <> 0 OR p.tien_cuoi <> 0
      OR p.buoi_cuoi <> 0
   ORDER BY p.ma_vt`;

/**
 * Each package of the branches opened by the period's end (a cancelled bill's are closed): what was bought, what has
 * left it (used, or moved otherwise) and what is left at the period's end, sessions and value; those that moved in
 * the period or still hold something.
 */
const packageDetailRevenue = `
  SELECT p.ma_kh, ${customerName("p")} AS ten_kh, p.stt_rec::text,
         (SELECT b.ma_ct FROM service_bills b WHERE b.stt_rec = p.stt_rec) AS ma_ct, p.so_ct, p.ngay_ct::text,
         (row_number() OVER (PARTITION BY p.stt_rec ORDER BY p.line, p.stt_rec_goi))::int AS line,
         p.ma_vt, ${productName("p.ma_vt")} AS ten_vt, p.so_buoi, p.tien,
         p.so_buoi - p.buoi_cuoi AS buoi_dung, p.tien - p.tien_cuoi AS tien_dung,
         p.buoi_cuoi AS buoi_con, p.tien_cuoi AS tien_con,
         ${carriedTotals({
           so_buoi: "p.so_buoi",
           tien: "p.tien",
           buoi_dung: "p.so_buoi - p.buoi_cuoi",
           tien_dung: "p.tien - p.tien_cuoi",
           buoi_con: "p.buoi_cuoi",
           tien_con: "p.tien_cuoi",
         })}
    FROM (${packagesAtEnd(`NOT g.huy AND ${narrowed("g.ma_kh", "$4")} AND ${narrowed("g.ma_vt", "$5")}`)}) p
   WHERE p.moved OR p.buoi_cuoi <> 0 OR p.tien_cuoi <> 0
   ORDER BY p.ma_kh, p.ngay_ct, p.so_ct, p.line, p.stt_rec_goi`;

/** The levels as rows: each level's number, floor, and the next level's floor (none for the top). */
const LEVELS = `(VALUES ${EMPLOYEE_REVENUE_LEVELS.map(
  (v, i) => `(${v.muc}, ${v.tu}::numeric, ${EMPLOYEE_REVENUE_LEVELS[i + 1]?.tu ?? "NULL"}::numeric)`,
).join(", ")}) AS v(muc, tu, den)`;

/**
 * Per salesperson: the revenue of their retail bills less returns (as employee-revenue) and of their service bills,
 * the level it reaches (the lowest level for anything below the second's floor), and what it lacks for the next.
 */
const employeeRevenueLevel = `
  WITH r AS (
    SELECT m.ma_nvbh, sum(m.ban_hang) AS ban_hang, sum(m.dich_vu) AS dich_vu, sum(m.ban_hang + m.dich_vu) AS doanh_thu
      FROM (SELECT x.ma_nvbh, x.doanh_thu AS ban_hang, 0 AS dich_vu FROM (${salespersonBills("$4")}) x
            UNION ALL
            SELECT h.ma_nvbh, 0, h.tong_thanh_toan FROM service_bills h
             WHERE ${inPeriod("h")} AND ${narrowed("h.ma_nvbh", "$4")}) m
     GROUP BY m.ma_nvbh
  )
  SELECT lv.muc, lv.tu AS muc_tu, coalesce(r.ma_nvbh, '') AS ma_nvbh, ${employeeName("r.ma_nvbh")} AS ten_nvbh,
         r.ban_hang, r.dich_vu, r.doanh_thu, coalesce(lv.den - r.doanh_thu, 0) AS con_thieu
    FROM r CROSS JOIN LATERAL (SELECT v.muc, v.tu, v.den FROM ${LEVELS}
                                WHERE v.tu <= r.doanh_thu OR v.muc = ${EMPLOYEE_REVENUE_LEVELS[0]?.muc ?? 1}
                                ORDER BY v.muc DESC LIMIT 1) lv
   ORDER BY lv.muc DESC, r.doanh_thu DESC, r.ma_nvbh NULLS LAST`;

/**
 * Per cashier (who made the bill) and salesperson: the posted service bills, their money by payment kind, the change
 * given, what was kept and what was left owing.
 */
const serviceReceiptEmployee = `
  SELECT coalesce(h.created_by, '') AS nguoi_thu,
         coalesce((SELECT u.full_name FROM users u WHERE lower(u.user_name) = lower(h.created_by)), h.created_by, '')
           AS ten_nguoi_thu,
         coalesce(h.ma_nvbh, '') AS ma_nvbh, ${employeeName("h.ma_nvbh")} AS ten_nvbh, count(*)::int AS so_phieu,
         ${PAYMENT_KIND_OPTIONS.map(({ value }) => `sum(pay.${value}) AS ${value}`).join(", ")},
         sum(h.tien_thoi) AS tien_thoi, sum(pay.tien - h.tien_thoi) AS thuc_thu, sum(h.con_no) AS con_no
    FROM service_bills h
    CROSS JOIN LATERAL (SELECT ${byKind}, coalesce(sum((x->>'tien')::numeric), 0) AS tien
                          FROM jsonb_array_elements(h.payments) x) pay
   WHERE ${inPeriod("h")} AND ${narrowed("h.ma_nvbh", "$4")}
   GROUP BY h.created_by, h.ma_nvbh
   ORDER BY h.created_by, h.ma_nvbh NULLS LAST`;

/** The rows the totals of a service report add up, where they have a quicker source than its rows. */
export const SERVICE_TOTALS_SQL = { "service-detail": serviceDetailTotals } as const;

/** The service reports whose rows carry their totals (`carriedTotals`): a page of them needs no second query. */
export const SERVICE_CARRYING_TOTALS = ["sale-service", "package-detail-revenue"] as const;

/** Each service report's rows. */
export const SERVICE_REPORT_SQL = {
  "sale-service": saleService,
  "service-revenue": serviceRevenue,
  "service-detail": serviceDetail,
  "branch-service-revenue": branchServiceRevenue,
  "package-revenue": packageRevenue,
  "package-detail-revenue": packageDetailRevenue,
  "employee-revenue-level": employeeRevenueLevel,
  "service-receipt-employee": serviceReceiptEmployee,
} as const;
