import type { MisplacedOpening, OpeningCheck } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

const money = (value: unknown) => Number(value ?? 0);

/**
 * The check of a year's opening balances over the given branches (số dư đầu kỳ cân đối): per branch total debits
 * against total credits, openings on accounts that take none, and each account kept by partner (theo_doi_kh)
 * against the sum of its partners' openings (công nợ đầu kỳ).
 */
export async function checkOpenings(db: TenantDb, nam: number, branches: readonly string[]): Promise<OpeningCheck> {
  const q = <T extends Record<string, unknown>>(text: string) =>
    db.$client.query<T>(text, [nam, branches]).then((r) => r.rows);

  const totals = await q<{ ma_dvcs: string; ten_dvcs: string | null; du_no: string; du_co: string; chenh: string }>(
    `SELECT b.ma_dvcs, min(d.ten_dvcs) AS ten_dvcs, sum(b.du_no) AS du_no, sum(b.du_co) AS du_co,
       sum(b.du_no) - sum(b.du_co) AS chenh
     FROM account_balances b LEFT JOIN branches d ON d.ma_dvcs = b.ma_dvcs
     WHERE b.nam = $1 AND b.ma_dvcs = ANY($2) GROUP BY b.ma_dvcs ORDER BY b.ma_dvcs`,
  );

  const misplaced = await q<Record<string, unknown>>(
    `WITH openings AS (
       SELECT 'account' AS nguon, ma_dvcs, tk, NULL::text AS ma_kh, du_no, du_co FROM account_balances
       WHERE nam = $1 AND ma_dvcs = ANY($2)
       UNION ALL
       SELECT 'customer', ma_dvcs, tk, ma_kh, du_no, du_co FROM customer_balances
       WHERE nam = $1 AND ma_dvcs = ANY($2)
     )
     SELECT o.*, a.ten_tk,
       CASE WHEN a.tk IS NULL THEN 'unknown'
            WHEN EXISTS (SELECT 1 FROM accounts s WHERE s.tk_me = o.tk) THEN 'parent'
            ELSE 'not_by_partner' END AS ly_do
     FROM openings o LEFT JOIN accounts a ON a.tk = o.tk
     WHERE a.tk IS NULL OR EXISTS (SELECT 1 FROM accounts s WHERE s.tk_me = o.tk)
        OR (o.nguon = 'customer' AND NOT a.theo_doi_kh)
     ORDER BY o.ma_dvcs, o.tk, o.nguon, o.ma_kh NULLS FIRST`,
  );

  const partners = await q<Record<string, unknown>>(
    `WITH kept AS (SELECT tk, ten_tk FROM accounts WHERE theo_doi_kh),
     account_side AS (
       SELECT ma_dvcs, tk, sum(du_no) AS no, sum(du_co) AS co FROM account_balances
       WHERE nam = $1 AND ma_dvcs = ANY($2) AND tk IN (SELECT tk FROM kept) GROUP BY ma_dvcs, tk
     ),
     partner_side AS (
       SELECT ma_dvcs, tk, sum(du_no) AS no, sum(du_co) AS co FROM customer_balances
       WHERE nam = $1 AND ma_dvcs = ANY($2) AND tk IN (SELECT tk FROM kept) GROUP BY ma_dvcs, tk
     )
     SELECT coalesce(a.ma_dvcs, p.ma_dvcs) AS ma_dvcs, k.tk, k.ten_tk,
       coalesce(a.no, 0) AS du_no, coalesce(a.co, 0) AS du_co,
       coalesce(p.no, 0) AS chi_tiet_no, coalesce(p.co, 0) AS chi_tiet_co,
       coalesce(p.no, 0) - coalesce(a.no, 0) AS chenh_no, coalesce(p.co, 0) - coalesce(a.co, 0) AS chenh_co
     FROM account_side a FULL JOIN partner_side p ON p.ma_dvcs = a.ma_dvcs AND p.tk = a.tk
     JOIN kept k ON k.tk = coalesce(a.tk, p.tk)
     ORDER BY 1, 2`,
  );

  const branchTotals = totals.map((r) => ({
    ma_dvcs: r.ma_dvcs,
    ten_dvcs: r.ten_dvcs ?? "",
    du_no: money(r.du_no),
    du_co: money(r.du_co),
    chenh_lech: money(r.chenh),
    can_doi: money(r.chenh) === 0,
  }));
  const details = partners.map((r) => ({
    ma_dvcs: String(r.ma_dvcs),
    tk: String(r.tk),
    ten_tk: String(r.ten_tk),
    du_no: money(r.du_no),
    du_co: money(r.du_co),
    chi_tiet_no: money(r.chi_tiet_no),
    chi_tiet_co: money(r.chi_tiet_co),
    chenh_lech_no: money(r.chenh_no),
    chenh_lech_co: money(r.chenh_co),
    khop: money(r.chenh_no) === 0 && money(r.chenh_co) === 0,
  }));
  const wrong = misplaced.map((r) => ({
    nguon: r.nguon as MisplacedOpening["nguon"],
    ma_dvcs: String(r.ma_dvcs),
    tk: String(r.tk),
    ten_tk: (r.ten_tk as string | null) ?? null,
    ma_kh: (r.ma_kh as string | null) ?? null,
    du_no: money(r.du_no),
    du_co: money(r.du_co),
    ly_do: r.ly_do as MisplacedOpening["ly_do"],
  }));
  return {
    nam,
    branches: branchTotals,
    misplaced: wrong,
    partners: details,
    ok: branchTotals.every((b) => b.can_doi) && wrong.length === 0 && details.every((d) => d.khop),
  };
}
