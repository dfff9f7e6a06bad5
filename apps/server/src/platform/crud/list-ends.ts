import type { Order } from "./list-order.js";

/** The rows from `offset` (0 is the first), at most `limit` of them. */
export interface Window {
  offset: number;
  limit: number;
}

/** Where a page is read from: the head of the list, or its end when the list's length is known. */
export type ReadFrom = "start" | { end: number };

/**
 * The end nearer the page, for a list of `total` rows (unknown: the start). Skipping rows costs
 * about 15 ms per 100,000 index entries, so the last page of a million rows is read backwards.
 */
export function nearerEnd(window: Window, total: number | undefined): ReadFrom {
  return total !== undefined && total - window.offset - window.limit < window.offset ? { end: total } : "start";
}

/** The same rows counted from the end of a list of `total` rows, in the reversed order. */
export function fromTheEnd({ offset, limit }: Window, total: number): Window {
  const end = Math.min(total, offset + limit);
  return { offset: Math.max(0, total - end), limit: Math.max(0, end - offset) };
}

/**
 * The order read backwards, ties (by id) included. ASC puts NULLs last and DESC first
 * (PostgreSQL's defaults, which the sort indexes keep), so the reverse of one is the other.
 */
export function reversed(order: Order): Order {
  return { ...order, descending: !order.descending };
}

/**
 * The rows of `window` as `read` gives them in the list's order, read from `from`: from the end,
 * the reversed order skips the rows after the page, and the rows found are turned round.
 */
export async function readWindow<T>(
  order: Order,
  window: Window,
  from: ReadFrom,
  read: (order: Order, window: Window) => Promise<T[]>,
): Promise<T[]> {
  if (from === "start") return read(order, window);
  const back = fromTheEnd(window, from.end);
  if (back.limit === 0) return [];
  return (await read(reversed(order), back)).reverse();
}
