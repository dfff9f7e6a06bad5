import { formatNumber } from "@sen/core";
import type { ChartSpec, ChartUnit } from "./reportDefinition";
import { CURRENCY, formatAlone } from "./reportValues";

/** One category of a chart: its name, and the value of each series under `s0`, `s1`… */
export type ChartPoint = Record<string, string | number | null>;

/** The key of a series' values in a point. */
export const seriesKey = (index: number) => `s${index}`;

/**
 * A point per row worth a place in the chart. Series are keyed s0, s1… rather than by their own
 * keys: a status such as "Đã gọi. Hẹn lại" would read as a path.
 */
export function chartPoints<Row>(spec: ChartSpec<Row>, rows: readonly Row[]): ChartPoint[] {
  return rows
    .filter((row) => spec.include?.(row) ?? true)
    .map((row) => ({
      name: spec.label(row),
      ...Object.fromEntries(spec.series.map((s, i) => [seriesKey(i), s.value(row)])),
    }));
}

/** Whether there is anything to draw: a chart of nothing but zeros is an empty frame. */
export function hasValues(points: readonly ChartPoint[], seriesCount: number): boolean {
  return points.some((point) =>
    Array.from({ length: seriesCount }, (_, i) => point[seriesKey(i)]).some(
      (value) => typeof value === "number" && value !== 0,
    ),
  );
}

/** A value of the chart as the tooltip and labels write it: 1,234 · 12.5% · 1,234,567 ₫. */
export const chartValue = (unit: ChartUnit, value: unknown) => formatAlone(unit, value);

/** A y-axis tick: thousands separators, a % for rates, ₫ for amounts. */
export function axisTick(unit: ChartUnit, value: number): string {
  if (unit === "percent") return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)}%`;
  return unit === "money" ? `${formatNumber(value)} ${CURRENCY}` : formatNumber(value);
}

/** Room for the y-axis in px: its longest tick (the largest value, rounded up as an axis does) at ~7 px a character. */
export function axisWidth(unit: ChartUnit, points: readonly ChartPoint[], seriesCount: number, stacked = false) {
  const totals = points.map((point) => {
    const values = Array.from({ length: seriesCount }, (_, i) => Number(point[seriesKey(i)] ?? 0) || 0);
    return stacked ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values);
  });
  const top = Math.max(0, ...totals);
  const magnitude = top > 0 ? 10 ** Math.ceil(Math.log10(top + 1)) : 10;
  return Math.max(40, axisTick(unit, magnitude).length * 7 + 12);
}

/** The number over a bar: a count of 0 says nothing, a rate of 0% does; amounts are too long to sit there. */
export function barLabel(unit: ChartUnit, value: unknown): string {
  if (value === null || value === undefined || unit === "money") return "";
  return unit === "count" && !Number(value) ? "" : chartValue(unit, value);
}
