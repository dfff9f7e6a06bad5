import { BREAKPOINTS } from "./constants.js";

const NARROW_WIDTH = 440;

/** The pager shows 5 page numbers below 440 px, 7 below 576 px, else 9. */
export function paginationWindow(width: number): 5 | 7 | 9 {
  if (width < NARROW_WIDTH) return 5;
  if (width < BREAKPOINTS.sm) return 7;
  return 9;
}

/** Number of pages for `totalItems` rows at `pageSize` per page (0 when there are no rows). */
export function pageCount(totalItems: number, pageSize: number): number {
  if (!(totalItems > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(totalItems / pageSize);
}

/**
 * Page numbers to show: at most `windowSize` consecutive pages, centred on `current` and shifted inward at the
 * first and last pages so the window stays full ([1..9] on page 2, [12..20] on page 19 of 20).
 * `current` outside 1..pageCount is clamped; no pages gives [].
 */
export function pageWindow(current: number, pageCount: number, windowSize: number): number[] {
  const pages = Math.max(0, Math.trunc(pageCount));
  const size = Math.min(pages, Math.max(1, Math.trunc(windowSize)));
  if (pages === 0) return [];
  const page = Math.min(pages, Math.max(1, Math.trunc(current) || 1));
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
