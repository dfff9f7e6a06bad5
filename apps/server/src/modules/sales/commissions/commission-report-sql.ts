import { COMMISSION_BASIS, COMMISSION_KIND, COMMISSION_ROLE_OPTIONS, REPORT_LINE_GROUP } from "@sen/core";
import { employeeName, narrowed, productName } from "../reports/report-sql-parts.js";
import { servingKind } from "../services/serving-kind.js";
import { ROLE_COLUMNS } from "./commission-ledger.js";

/*
 * The rows of the commission reports, one SELECT each over the commission ledger (and, for the turns, the posted
 * servings): the period as $1 and $2, the branches as $3, the report's filters from $4 in the order of its
 * definition (see packages/core/src/reports/commission-reports.ts). A cancelled document has no entries left, a
 * return's are negative on its own day.
 */

const q = (value: string) => `'${value}'`;
const [HH, TC] = [q(COMMISSION_KIND.HH), q(COMMISSION_KIND.TC)];
const SERVING = q(servingKind.ma_ct);

const PAID_NOW = q(REPORT_LINE_GROUP.single);

/**
 * What a serving's line paid now (report line `r`, worth 0 on the serving) sold for on the serving's service bill,
 * after discount: the bill's line of the same rank among the serving's lines paid now (the bill sells them in their
 * order), so a technician's turn is worth what the customer paid for it.
 */
const paidNowValue = (r: string) => `coalesce((
    SELECT b.tien - b.ck FROM report_lines b
     WHERE b.stt_rec = (SELECT h.stt_rec_dv FROM servings h WHERE h.stt_rec = ${r}.stt_rec)
       AND b.line = (SELECT count(*) FROM report_lines x
                      WHERE x.stt_rec = ${r}.stt_rec AND x.nhom = ${PAID_NOW} AND x.line <= ${r}.line)), 0)`;

/** The ledger's entries of the period and the branches. */
const entriesOf = (e: string) => `${e}.ngay_ct BETWEEN $1 AND $2 AND ${e}.ma_dvcs = ANY($3)`;

/** A role's name as the reports show it. */
const roleName = (column: string) =>
  `CASE ${column} ${COMMISSION_ROLE_OPTIONS.map((o) => `WHEN ${q(o.value)} THEN ${q(o.label.vi)}`).join(" ")} END`;

const ROLE_SUMS = Object.values(ROLE_COLUMNS)
  .map((c) => `t.${c}`)
  .join(" + ");

/**
 * Per employee, from the rollup (`commission_totals`, kept with the ledger): the value their commissions were
 * counted on (each line once, whatever the roles), the commission of each role, the turns and wages, and the total
 * to pay; one whose earnings all came back (returned) is not listed.
 */
const employeeCommission = `
  SELECT x.*, ${employeeName("x.ma_nv")} AS ten_nv
    FROM (SELECT t.ma_nv, sum(t.doanh_so) AS doanh_so, sum(t.hh_ban) AS hh_ban, sum(t.hh_ktv) AS hh_ktv,
                 sum(t.hh_tu_van) AS hh_tu_van, sum(${ROLE_SUMS}) AS hoa_hong, sum(t.so_luot) AS so_luot,
                 sum(t.tien_cong) AS tien_cong, sum(${ROLE_SUMS} + t.tien_cong) AS tong
            FROM commission_totals t
           WHERE ${entriesOf("t")} AND ${narrowed("t.ma_nv", "$4")}
           GROUP BY t.ma_nv
          HAVING sum(${ROLE_SUMS} + t.tien_cong) <> 0 OR sum(t.so_luot) <> 0) x
   ORDER BY x.tong DESC, x.ma_nv`;

/** Each entry: the document line, the employee and role, the rule's rate, the commission or the wage. */
const employeeCommissionDetail = `
  SELECT c.stt_rec::text, c.ma_ct, c.id::int AS line, c.ngay_ct::text, c.so_ct, c.ma_nv,
         ${employeeName("c.ma_nv")} AS ten_nv, ${roleName("c.vai_tro")} AS vai_tro, c.ma_vt,
         ${productName("c.ma_vt")} AS ten_vt, c.so_luong, c.doanh_so,
         CASE WHEN c.cach_tinh = ${q(COMMISSION_BASIS.TL)} THEN c.muc ELSE 0 END AS ty_le,
         CASE WHEN c.cach_tinh = ${q(COMMISSION_BASIS.TIEN)} THEN c.muc ELSE 0 END AS muc_tien,
         CASE WHEN c.loai = ${HH} THEN c.tien ELSE 0 END AS hoa_hong,
         CASE WHEN c.loai = ${TC} THEN c.tien ELSE 0 END AS tien_cong
    FROM commission_entries c
   WHERE ${entriesOf("c")} AND ${narrowed("c.ma_nv", "$4")} AND ${narrowed("c.ma_vt", "$5")}
   ORDER BY c.ngay_ct, c.id`;

/**
 * Per technician and service: the turns and their value from the posted servings' report lines (a line each, its
 * value with the sessions the package lacked, owed as money: the technician performed them), and what the servings
 * earned them in the ledger.
 */
const serviceTurnEmployee = `
  SELECT m.ma_nv, ${employeeName("m.ma_nv")} AS ten_nv, m.ma_vt, ${productName("m.ma_vt")} AS ten_vt,
         sum(m.so_luot) AS so_luot, sum(m.doanh_so) AS doanh_so, sum(m.hoa_hong) AS hoa_hong,
         sum(m.tien_cong) AS tien_cong, sum(m.hoa_hong + m.tien_cong) AS tong
    FROM (SELECT r.ma_nv, r.ma_vt, r.so_luong AS so_luot,
                 CASE WHEN r.nhom = ${PAID_NOW} THEN ${paidNowValue("r")} ELSE r.tien END AS doanh_so,
                 0 AS hoa_hong, 0 AS tien_cong
            FROM report_lines r
           WHERE ${entriesOf("r")} AND r.ma_ct = ${SERVING} AND r.ma_nv IS NOT NULL
             AND ${narrowed("r.ma_nv", "$4")} AND ${narrowed("r.ma_vt", "$5")}
          UNION ALL
          SELECT c.ma_nv, c.ma_vt, 0, 0, CASE WHEN c.loai = ${HH} THEN c.tien ELSE 0 END,
                 CASE WHEN c.loai = ${TC} THEN c.tien ELSE 0 END
            FROM commission_entries c
           WHERE ${entriesOf("c")} AND c.ma_ct = ${SERVING} AND ${narrowed("c.ma_nv", "$4")}
             AND ${narrowed("c.ma_vt", "$5")}) m
   GROUP BY m.ma_nv, m.ma_vt
   ORDER BY m.ma_nv, m.ma_vt`;

export const COMMISSION_REPORT_SQL = {
  "employee-commission": employeeCommission,
  "employee-commission-detail": employeeCommissionDetail,
  "service-turn-employee": serviceTurnEmployee,
} as const;
