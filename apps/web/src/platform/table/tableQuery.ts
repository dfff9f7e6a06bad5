import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize, toApiDate } from "@sen/core";

export type SortType = "asc" | "desc";

/**
 * A list's state, kept in the page query and sent to the list call: the page, its size, the order, the search,
 * the date range and the table's filters.
 */
export interface TableQuery {
  /** From 1. */
  pageIndex: number;
  pageSize: PageSize;
  sortKey?: string;
  sortType?: SortType;
  /** Trimmed; absent when blank. */
  searchKey?: string;
  /** YYYY-MM-DD */
  fromDate?: string;
  /** YYYY-MM-DD */
  toDate?: string;
  /** The table's own filters, by name. */
  filters: Record<string, string>;
}

/** The page-query parameters the table owns, by the names shared links carry. */
export const TABLE_PARAMS = [
  "fromDate",
  "toDate",
  "sortKey",
  "sortType",
  "searchKey",
  "pageIndex",
  "pageSize",
] as const;

export interface QueryShape {
  /** Names of the filters kept in the page query. */
  filterKeys?: readonly string[];
  /** The keys the table may sort by; another sortKey in the URL is ignored. */
  sortKeys?: readonly string[];
  /** The page size when the address names none (the one the user last picked); default 10. */
  defaultPageSize?: PageSize;
}

const SIZES: readonly number[] = PAGE_SIZES;

function positiveInteger(text: string | null): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

function isoDate(text: string | null): string | undefined {
  return text && toApiDate(text) === text ? text : undefined;
}

/**
 * The state in a page query; what is missing or invalid falls back to the defaults (page 1 of the remembered
 * page size, else 10 rows).
 */
export function readTableQuery(params: URLSearchParams, shape: QueryShape = {}): TableQuery {
  const size = Number(params.get("pageSize"));
  const sortKey = params.get("sortKey") || undefined;
  const sortable = sortKey && (!shape.sortKeys || shape.sortKeys.includes(sortKey));
  const sortType = params.get("sortType");
  const searchKey = params.get("searchKey")?.trim() || undefined;
  const filters: Record<string, string> = {};
  for (const key of shape.filterKeys ?? []) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    pageIndex: positiveInteger(params.get("pageIndex")) ?? 1,
    pageSize: (SIZES.includes(size) ? size : (shape.defaultPageSize ?? DEFAULT_PAGE_SIZE)) as PageSize,
    ...(sortable ? { sortKey, sortType: sortType === "desc" ? "desc" : "asc" } : {}),
    ...(searchKey ? { searchKey } : {}),
    ...(isoDate(params.get("fromDate")) ? { fromDate: params.get("fromDate") as string } : {}),
    ...(isoDate(params.get("toDate")) ? { toDate: params.get("toDate") as string } : {}),
    filters,
  };
}

export type QueryChanges = Record<string, string | number | null | undefined>;

/**
 * A copy of `params` with `changes` applied: empty values and defaults (page 1, 10 rows) are left out so that
 * links stay short; `resetPage` goes back to page 1. Parameters that are not the table's are kept.
 */
export function writeTableQuery(params: URLSearchParams, changes: QueryChanges, resetPage = false): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || String(value).trim() === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (resetPage || next.get("pageIndex") === "1") next.delete("pageIndex");
  if (next.get("pageSize") === String(DEFAULT_PAGE_SIZE)) next.delete("pageSize");
  if (!next.get("sortKey")) next.delete("sortType");
  return next;
}

/** The list call's query string values: the state and the filters side by side. */
export function toListParams(query: TableQuery): Record<string, string | number | undefined> {
  const { filters, ...state } = query;
  return { ...filters, ...state };
}

/** How many filters narrow the list (the date range counts as one), as the phone's 'Bộ lọc' button says. */
export function activeFilterCount(query: Pick<TableQuery, "filters" | "fromDate" | "toDate">): number {
  return Object.keys(query.filters).length + (query.fromDate || query.toDate ? 1 : 0);
}
