import { formatNumber } from "@sen/core";
import type { DataColumn } from "./columns";
import { exportCell } from "./columns";
import { type TableQuery, toListParams } from "./tableQuery";
import type { CellValue } from "./xlsx";

export interface Page<T> {
  items: T[];
  total: number;
  /** false when `total` is the server's estimate (big lists, see README "Performance"). */
  totalExact?: boolean;
}

export type FetchPage<T> = (query: TableQuery, signal?: AbortSignal) => Promise<Page<T>>;

/** The largest page the server gives: an export asks for pages of this size. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row of the list with the current filter and sort, page after page; `onProgress` hears (rows so far,
 * total) after each page. Stops when the total is reached or a page comes back empty; aborting `signal` stops it.
 */
export async function fetchAllRows<T>(
  fetchPage: FetchPage<T>,
  query: TableQuery,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    signal?.throwIfAborted();
    const page = await fetchPage({ ...query, pageIndex, pageSize: EXPORT_PAGE_SIZE }, signal);
    rows.push(...page.items);
    onProgress?.(Math.min(rows.length, page.total), page.total);
    if (page.items.length < EXPORT_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}

/** The sheet: a header of column titles, then one line per row, in the columns' order. */
export function sheetRows<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): CellValue[][] {
  const exported = columns.filter((c) => !c.utility);
  return [exported.map((c) => c.title), ...rows.map((row) => exported.map((c) => exportCell(c, row)))];
}

/** Column widths in characters from the table's px widths (about 7 px a character). */
export function sheetWidths<T>(columns: readonly DataColumn<T>[]): number[] {
  return columns.filter((c) => !c.utility).map((c) => Math.round((c.width ?? Math.max(100, c.title.length * 9)) / 7));
}

/** The export call's query: the list's search, filters, sort and dates, the columns shown in order, the name. */
export function exportQuery<T>(
  query: TableQuery,
  columns: readonly DataColumn<T>[],
  name: string,
  filters: Record<string, string> = {},
) {
  const { pageIndex: _page, pageSize: _size, ...list } = toListParams(query);
  const shown = columns.filter((c) => !c.utility).map((c) => c.key);
  return { ...list, ...filters, columns: shown.join(","), name };
}

/** "350 KB", "1.2 MB": what has arrived of a file. */
export function fileSize(bytes: number): string {
  return bytes < 1 << 20 ? `${formatNumber(Math.ceil(bytes / 1024))} KB` : `${formatNumber(bytes / (1 << 20), 1)} MB`;
}
