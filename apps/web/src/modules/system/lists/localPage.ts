import { foldedIncludes } from "@sen/core";
import type { Page, TableQuery } from "@/platform/table";

/**
 * One page of a list the server answers whole (online sessions): searched without regard to case or
 * diacritics over `searchText`, sorted by `sortKey` (dates and numbers by value, text by Vietnamese
 * collation), then sliced.
 */
export function localPage<T extends object>(
  rows: readonly T[],
  query: TableQuery,
  searchText: (row: T) => string,
): Page<T> {
  const found = query.searchKey
    ? rows.filter((row) => foldedIncludes(searchText(row), query.searchKey ?? ""))
    : [...rows];
  const key = query.sortKey;
  if (key) {
    const direction = query.sortType === "desc" ? -1 : 1;
    const value = (row: T) => (row as Record<string, unknown>)[key];
    found.sort((a, b) => direction * compare(value(a), value(b)));
  }
  const start = (query.pageIndex - 1) * query.pageSize;
  return { items: found.slice(start, start + query.pageSize), total: found.length };
}

const collator = new Intl.Collator("vi", { numeric: true, sensitivity: "base" });

function compare(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}
