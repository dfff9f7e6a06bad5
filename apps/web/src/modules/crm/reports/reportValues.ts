import { formatDate, formatNumber } from "@sen/core";

/** How a report's value reads: a label, a count, a number with one decimal, a %, a duration, a day. */
export type ValueKind = "text" | "count" | "decimal" | "percent" | "duration" | "date";

/** What a report computes without a denominator (a rate of nothing). */
export const NO_VALUE = "–";

/** Seconds as hh:mm:ss; hours go past 24 rather than into days. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(whole / 3600))}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The text a value shows as (spec 9: 1,234 and DD/MM/YYYY); null rates and durations as "–". */
export function formatValue(kind: ValueKind, value: unknown): string {
  if (value === null || value === undefined || value === "") return kind === "text" ? "" : NO_VALUE;
  switch (kind) {
    case "count":
      return isNumber(value) ? formatNumber(value) : String(value);
    case "decimal":
      return isNumber(value) ? formatNumber(value, 1) : String(value);
    case "percent":
      return isNumber(value) ? `${formatNumber(value, 1)}%` : String(value);
    case "duration":
      return isNumber(value) ? formatDuration(value) : String(value);
    case "date":
      return formatDate(String(value));
    default:
      return String(value);
  }
}

/** What an Excel cell holds: numbers stay numbers (a % as its number), the rest the text shown. */
export function sheetValue(kind: ValueKind, value: unknown): string | number | null {
  if (value === null || value === undefined || value === "") return null;
  if ((kind === "count" || kind === "decimal" || kind === "percent") && isNumber(value)) return value;
  return formatValue(kind, value);
}
