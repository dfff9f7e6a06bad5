import { z } from "zod";
import { count, type ReportColumn } from "./report.js";

/** Counts by a column key (a call status, an appointment type). */
export const countsByKey = z.record(z.string(), count);
export type Counts = z.infer<typeof countsByKey>;

/**
 * The pivot's columns: the configured ones in their order, then any other key the data holds
 * (a status since removed from the list), in Vietnamese order.
 */
export function pivotColumns(
  configured: readonly ReportColumn[],
  found: Counts,
  titleOf: (key: string) => string = (key) => key,
): ReportColumn[] {
  const known = new Set(configured.map((c) => c.key));
  const others = Object.keys(found)
    .filter((key) => !known.has(key))
    .sort((a, b) => a.localeCompare(b, "vi"));
  return [...configured, ...others.map((key) => ({ key, title: titleOf(key) }))];
}

/** Every column present in a row's counts, 0 where it has none. */
export function filledCounts(columns: readonly ReportColumn[], counts: Counts | null): Counts {
  return Object.fromEntries(columns.map((c) => [c.key, counts?.[c.key] ?? 0]));
}
