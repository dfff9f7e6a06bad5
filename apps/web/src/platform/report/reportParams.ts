import { API_DATE_FORMAT } from "@sen/core";
import type { Dayjs } from "dayjs";
import { type PeriodName, periodRange } from "../dates";
import type { ReportFilter, ReportParams } from "./reportDefinition";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The periods a manager asks for most, a click away (the key names its label). */
export const PERIOD_PRESETS = [
  "today",
  "thisWeek",
  "thisMonth",
  "lastMonth",
  "thisYear",
] as const satisfies readonly PeriodName[];
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const isDay = (text: string | null): text is string => Boolean(text && DAY.test(text));

/**
 * The report's parameters from the page's address: its period (this month when the address has none,
 * or only half of one, or an end before the start) and each of its filters that is set.
 */
export function readReportParams(search: URLSearchParams, filterKeys: readonly string[], now: Dayjs): ReportParams {
  const from = search.get("fromDate");
  const to = search.get("toDate");
  const [monthStart, monthEnd] = periodRange("thisMonth", now);
  const period =
    isDay(from) && isDay(to) && from <= to
      ? { fromDate: from, toDate: to }
      : { fromDate: monthStart.format(API_DATE_FORMAT), toDate: monthEnd.format(API_DATE_FORMAT) };
  const filters = filterKeys.flatMap((key) => {
    const value = search.get(key)?.trim();
    return value ? [[key, value]] : [];
  });
  return { ...period, ...Object.fromEntries(filters) };
}

/** The address after a change of filters: a value is set, an empty one removed, the rest kept. */
export function writeReportParams(
  search: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The parameters with each filter's default where nothing is chosen (the report reads it, the filter shows it). */
export function withFilterDefaults(
  params: ReportParams,
  filters: readonly Pick<ReportFilter, "key" | "default">[],
): ReportParams {
  const missing = filters.flatMap((f) => (f.default && !params[f.key] ? [[f.key, f.default]] : []));
  return missing.length > 0 ? { ...params, ...Object.fromEntries(missing) } : params;
}
