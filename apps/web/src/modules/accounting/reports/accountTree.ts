import type { BalanceColumns, TrialBalanceAnswer } from "./reportApi";

export type TrialBalanceItem = TrialBalanceAnswer["items"][number];
/** An account of the trial balance with its sub-accounts under it. */
export type AccountNode = TrialBalanceItem & { sub?: AccountNode[] };

/**
 * The trial balance's accounts as a tree, in the answer's order: each under its parent (`tk_me`), an account
 * whose parent is not in the answer at the top.
 */
export function accountTree(items: readonly TrialBalanceItem[]): AccountNode[] {
  const nodes = new Map(items.map((item): [string, AccountNode] => [item.tk, { ...item }]));
  const roots: AccountNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.tk_me ? nodes.get(node.tk_me) : undefined;
    if (parent && parent !== node) parent.sub = [...(parent.sub ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** The trial balance's three pairs of columns, each of which must add up to as much on Nợ as on Có. */
export const BALANCE_PAIRS = [
  ["opening", "no_dk", "co_dk"],
  ["movements", "ps_no", "ps_co"],
  ["closing", "no_ck", "co_ck"],
] as const satisfies readonly (readonly [string, keyof BalanceColumns, keyof BalanceColumns])[];
export type BalancePair = (typeof BALANCE_PAIRS)[number][0];

/** The pairs whose debits and credits differ (by a cent or more): none when the books balance. */
export function unbalancedPairs(totals: BalanceColumns): BalancePair[] {
  return BALANCE_PAIRS.filter(([, no, co]) => Math.abs(totals[no] - totals[co]) >= 0.005).map(([name]) => name);
}
