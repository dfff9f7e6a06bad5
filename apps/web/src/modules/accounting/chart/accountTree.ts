import { accountEntity, foldVietnamese } from "@sen/core";

/** What the tree reads of an account (a row of accounting/accounts). */
export interface AccountFields {
  id: string;
  tk: string;
  ten_tk?: unknown;
  ten_tk_en?: unknown;
  tk_me?: unknown;
  cap?: unknown;
}

/** An account with its sub-accounts; a leaf has no `children` at all, so that the table draws no expander. */
export type AccountNode<T extends AccountFields> = T & { children?: AccountNode<T>[] };

const capField = accountEntity.fields.find((f) => f.name === "cap");
/** The deepest level of the chart (3), from the definition's `cap` field. */
export const MAX_LEVEL = capField?.kind === "number" ? (capField.max ?? 3) : 3;

const byNumber = <T extends AccountFields>(a: T, b: T) => (a.tk < b.tk ? -1 : a.tk > b.tk ? 1 : 0);

/**
 * The chart as a tree: each account under its parent (`tk_me`), siblings by number. An account whose parent is
 * missing is a root; a loop of parents is broken at its smallest number, so no account is ever left out.
 */
export function buildAccountTree<T extends AccountFields>(rows: readonly T[]): AccountNode<T>[] {
  const sorted = [...rows].sort(byNumber);
  const numbers = new Set(sorted.map((row) => row.tk));
  const parentOf = (row: T) =>
    typeof row.tk_me === "string" && row.tk_me !== row.tk && numbers.has(row.tk_me) ? row.tk_me : undefined;
  const childrenOf = new Map<string, T[]>();
  for (const row of sorted) {
    const parent = parentOf(row);
    if (parent) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const placed = new Set<string>();
  const grow = (row: T): AccountNode<T> => {
    placed.add(row.id);
    const children = (childrenOf.get(row.tk) ?? []).filter((child) => !placed.has(child.id)).map(grow);
    return children.length > 0 ? { ...row, children } : { ...row };
  };
  const roots = sorted.filter((row) => !parentOf(row)).map(grow);
  for (const row of sorted) if (!placed.has(row.id)) roots.push(grow(row));
  return roots.sort(byNumber);
}

/**
 * Whether an account answers a search: digits find the numbers that begin with them ('111' finds 111 and 1111),
 * words its Vietnamese or English name, case and diacritics aside ('tien mat' finds 'Tiền mặt').
 */
export function accountMatches(row: AccountFields, query: string): boolean {
  const wanted = foldVietnamese(query);
  if (wanted === "") return true;
  if (/^\d+$/.test(wanted)) return row.tk.startsWith(wanted);
  const names = [row.tk, row.ten_tk, row.ten_tk_en].map((text) => foldVietnamese(String(text ?? "")));
  return names.some((name) => name.includes(wanted));
}

/** The tree cut to the accounts that match and their parents, up to the roots; the whole tree for no search. */
export function filterAccountTree<T extends AccountFields>(nodes: readonly AccountNode<T>[], query: string) {
  if (foldVietnamese(query) === "") return [...nodes];
  const keep = (node: AccountNode<T>): AccountNode<T>[] => {
    const children = (node.children ?? []).flatMap(keep);
    if (children.length > 0) return [{ ...node, children }];
    return accountMatches(node, query) ? [{ ...node, children: undefined }] : [];
  };
  return nodes.flatMap(keep);
}

/** The ids of the accounts that have sub-accounts in the tree: what 'Mở rộng tất cả' opens. */
export function parentIds<T extends AccountFields>(nodes: readonly AccountNode<T>[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...parentIds(node.children)] : []));
}

/** How many accounts the tree holds. */
export function countAccounts<T extends AccountFields>(nodes: readonly AccountNode<T>[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countAccounts(node.children ?? []), 0);
}

/** Whether a sub-account may be opened under the account: the chart stops at level 3. */
export const canHaveSubAccounts = (row: AccountFields) => Number(row.cap ?? 1) < MAX_LEVEL;

/**
 * A new sub-account's starting values: under its parent, one level deeper, its number begun with the parent's,
 * the parent's balance side and details.
 */
export function subAccountDefaults(parent: AccountFields & Record<string, unknown>): Record<string, unknown> {
  return {
    tk: parent.tk,
    tk_me: parent.tk,
    cap: Math.min(Number(parent.cap ?? 1) + 1, MAX_LEVEL),
    loai: parent.loai,
    theo_doi_kh: parent.theo_doi_kh,
    theo_doi_nv: parent.theo_doi_nv,
    theo_doi_kho: parent.theo_doi_kho,
  };
}
