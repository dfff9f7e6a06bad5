import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

/** Differences shown at most: a sound ledger has none, a broken one is told by its first rows and its count. */
const SHOWN = 1_000;

export const totalsDifference = z.object({
  tk: z.string(),
  ma_dvcs: z.string(),
  /** The month, its first day (YYYY-MM-DD). */
  thang: z.string(),
  /** The monthly totals the reports read. */
  ps_no: z.number(),
  ps_co: z.number(),
  /** The journal's own sums for that account, branch and month. */
  ps_no_so_cai: z.number(),
  ps_co_so_cai: z.number(),
});

export const totalsCheckAnswer = z.object({ items: z.array(totalsDifference), total: z.number() });

/**
 * The months where an account's stored turnover (`account_totals`, which the trial balance and the cash book read)
 * differs from the sum of its journal lines, in the branches: none in a sound ledger. One pass over the journal.
 */
export async function totalsDifferences(
  db: TenantDb,
  branches: readonly string[],
  shown = SHOWN,
): Promise<z.infer<typeof totalsCheckAnswer>> {
  const { rows } = await db.$client.query<z.infer<typeof totalsDifference> & { total: number }>(
    `WITH j AS (
       SELECT tk, ma_dvcs, thang, sum(no) AS no, sum(co) AS co FROM (
         SELECT tk_no AS tk, ma_dvcs, date_trunc('month', ngay_ct)::date AS thang, tien AS no, 0 AS co
           FROM journal_entries WHERE ma_dvcs = ANY($1)
         UNION ALL
         SELECT tk_co, ma_dvcs, date_trunc('month', ngay_ct)::date, 0, tien
           FROM journal_entries WHERE ma_dvcs = ANY($1)) x
       GROUP BY 1, 2, 3
     ), t AS (SELECT tk, ma_dvcs, thang, ps_no, ps_co FROM account_totals WHERE ma_dvcs = ANY($1))
     SELECT tk, ma_dvcs, thang::text AS thang, coalesce(t.ps_no, 0)::float8 AS ps_no, coalesce(t.ps_co, 0)::float8 AS ps_co,
            coalesce(j.no, 0)::float8 AS ps_no_so_cai, coalesce(j.co, 0)::float8 AS ps_co_so_cai,
            count(*) OVER ()::int AS total
     FROM j FULL JOIN t USING (tk, ma_dvcs, thang)
     WHERE coalesce(j.no, 0) <> coalesce(t.ps_no, 0) OR coalesce(j.co, 0) <> coalesce(t.ps_co, 0)
     ORDER BY thang, ma_dvcs, tk
     LIMIT $2`,
    [branches, shown],
  );
  return { items: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
