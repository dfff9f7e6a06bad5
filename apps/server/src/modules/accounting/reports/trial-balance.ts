import type { Fixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { amount, openingByAccount, turnoverByAccount } from "./account-sums.js";
import { type ChartAccount, loadChart } from "./account-tree.js";

interface Sums {
  opening: Fixed;
  no: Fixed;
  co: Fixed;
}

/** Each account's sums plus those of every account below it; an account the chart lacks stands alone. */
function rolledUp(chart: Map<string, ChartAccount>, leaves: Map<string, Sums>): Map<string, Sums> {
  const sums = new Map<string, Sums>();
  for (const [tk, leaf] of leaves) {
    const seen = new Set<string>();
    for (let at: string | null = tk; at !== null && !seen.has(at); at = parentOf(chart, at)) {
      seen.add(at);
      const row = sums.get(at) ?? { opening: 0n, no: 0n, co: 0n };
      row.opening += leaf.opening;
      row.no += leaf.no;
      row.co += leaf.co;
      sums.set(at, row);
    }
  }
  return sums;
}

const parentOf = (chart: Map<string, ChartAccount>, tk: string) => {
  const parent = chart.get(tk)?.tk_me ?? null;
  return parent !== null && chart.has(parent) ? parent : null;
};

/**
 * The trial balance (bảng cân đối số phát sinh): for every account with an opening balance or a movement, and
 * its parents, the opening and closing balances each on its side and the period's debits and credits. The totals
 * add the level-1 accounts only (the others are inside them); a sound ledger gives debits equal to credits in
 * each column.
 */
export async function trialBalance(db: TenantDb, branches: readonly string[], from: string, to: string) {
  const chart = await loadChart(db);
  const opening = await openingByAccount(db, branches, from, null);
  const turnover = await turnoverByAccount(db, branches, from, to, null);
  const leaves = new Map<string, Sums>();
  for (const tk of new Set([...opening.keys(), ...turnover.keys()])) {
    const moved = turnover.get(tk);
    leaves.set(tk, { opening: opening.get(tk) ?? 0n, no: moved?.no ?? 0n, co: moved?.co ?? 0n });
  }
  const sums = rolledUp(chart, leaves);
  const items = [...sums]
    .filter(([, s]) => s.opening !== 0n || s.no !== 0n || s.co !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([tk, s]) => ({
      tk,
      ten_tk: chart.get(tk)?.ten_tk ?? "",
      cap: chart.get(tk)?.cap ?? 1,
      tk_me: parentOf(chart, tk),
      ...asAmounts(columnsOf(s)),
    }));
  const totals = Object.fromEntries(COLUMNS.map((c) => [c, 0n])) as Columns;
  for (const [tk, s] of sums) {
    if (parentOf(chart, tk) !== null) continue;
    const row = columnsOf(s);
    for (const c of COLUMNS) totals[c] += row[c];
  }
  return { items, totals: asAmounts(totals) };
}

const COLUMNS = ["no_dk", "co_dk", "ps_no", "ps_co", "no_ck", "co_ck"] as const;
type Columns = Record<(typeof COLUMNS)[number], Fixed>;

/** The six columns of an account's row: the opening and closing balances each on its side, and the turnover. */
function columnsOf(s: Sums): Columns {
  const side = (net: Fixed) => [net > 0n ? net : 0n, net < 0n ? -net : 0n] as const;
  const [[no_dk, co_dk], [no_ck, co_ck]] = [side(s.opening), side(s.opening + s.no - s.co)];
  return { no_dk, co_dk, ps_no: s.no, ps_co: s.co, no_ck, co_ck };
}

const asAmounts = (columns: Columns) =>
  Object.fromEntries(COLUMNS.map((c) => [c, amount(columns[c])])) as Record<(typeof COLUMNS)[number], number>;
