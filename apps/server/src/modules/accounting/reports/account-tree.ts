import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";

export interface ChartAccount {
  tk: string;
  ten_tk: string;
  tk_me: string | null;
  cap: number;
}

/** The whole chart, by number (a few hundred rows at most). */
export async function loadChart(db: TenantDb): Promise<Map<string, ChartAccount>> {
  const { rows } = await db.$client.query<ChartAccount>(
    "SELECT tk, ten_tk, tk_me, coalesce(cap, 1)::int AS cap FROM accounts ORDER BY tk",
  );
  return new Map(rows.map((r) => [r.tk, r]));
}

/**
 * The account and every account below it (postings go to the leaves, so a parent's lines are its
 * sub-accounts'); 400 naming `tk` when the chart has no such account.
 */
export async function accountWithSubAccounts(db: TenantDb, tk: string): Promise<string[]> {
  const { rows } = await db.$client.query<{ tk: string }>(
    `WITH RECURSIVE tree AS (
       SELECT tk FROM accounts WHERE tk = $1
       UNION
       SELECT a.tk FROM accounts a JOIN tree t ON a.tk_me = t.tk
     )
     SELECT tk FROM tree ORDER BY tk`,
    [tk],
  );
  if (rows.length === 0) throw new AppError(400, "invalid_query", { fields: "tk" });
  return rows.map((r) => r.tk);
}

/** The branches a report covers: the request's, or the one it names if the request may see it (else 403). */
export function reportBranches(requestBranches: readonly string[], ma_dvcs?: string): string[] {
  if (!ma_dvcs) return [...requestBranches];
  if (!requestBranches.includes(ma_dvcs)) throw new AppError(403, "branch_forbidden", { branches: ma_dvcs });
  return [ma_dvcs];
}
