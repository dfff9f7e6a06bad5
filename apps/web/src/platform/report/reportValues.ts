import { formatDate, formatNumber } from "@sen/core";

/**
 * How a report's value reads: a label, a count, a number with one decimal, a quantity (the decimals it has, up to
 * 3), a %, a duration, a day, an amount.
 */
export type ValueKind = "text" | "count" | "decimal" | "quantity" | "percent" | "duration" | "date" | "money";

/** The decimals a quantity shows: those it has, at most 3 (2, 1.5, 0.125). */
const quantityDecimals = (value: number) => Math.min(3, (String(value).split(".")[1] ?? "").length);

/** What a report computes without a denominator (a rate of nothing). */
export const NO_VALUE = "–";

/** The Vietnamese đồng, written after the amount. */
export const CURRENCY = "₫";

/** Seconds as hh:mm:ss; hours go past 24 rather than into days. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(whole / 3600))}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** "1,234,567 ₫": an amount with thousands separators and the currency. */
export const formatMoney = (value: number) => `${formatNumber(value)} ${CURRENCY}`;

/**
 * The text a value shows as in a table cell (1,234 and DD/MM/YYYY); null rates and durations as "–".
 * Amounts in a cell go without the currency: the column's title says it, and a column of "₫" reads worse.
 */
export function formatValue(kind: ValueKind, value: unknown): string {
  if (value === null || value === undefined || value === "") return kind === "text" ? "" : NO_VALUE;
  switch (kind) {
    case "count":
    case "money":
      return isNumber(value) ? formatNumber(value) : String(value);
    case "decimal":
      return isNumber(value) ? formatNumber(value, 1) : String(value);
    case "quantity":
      return isNumber(value) ? formatNumber(value, quantityDecimals(value)) : String(value);
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

/** A value standing alone (a figure, a tooltip, an axis tick): amounts carry the currency. */
export function formatAlone(kind: ValueKind, value: unknown): string {
  return kind === "money" && isNumber(value) ? formatMoney(value) : formatValue(kind, value);
}

/** What an Excel cell holds: numbers stay numbers (a % as its number), the rest the text shown. */
export function sheetValue(kind: ValueKind, value: unknown): string | number | null {
  if (value === null || value === undefined || value === "") return null;
  if (kind !== "text" && kind !== "duration" && kind !== "date" && isNumber(value)) {
    return value;
  }
  return formatValue(kind, value);
}

/** A figure card's value, and what it is measured against if anything ("12" of "40", "0 ₫" of "30,000,000 ₫"). */
export function figureParts(figure: { value: unknown; kind: ValueKind; of?: number | null }) {
  const value = formatAlone(figure.kind, figure.value);
  return figure.of === undefined || figure.of === null ? { value } : { value, of: formatAlone(figure.kind, figure.of) };
}

/** A figure as one text: "12 / 40". */
export function figureText(figure: { value: unknown; kind: ValueKind; of?: number | null }): string {
  const { value, of } = figureParts(figure);
  return of === undefined ? value : `${value} / ${of}`;
}
