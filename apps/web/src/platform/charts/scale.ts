import { formatNumber } from "@sen/core";

/** Steps a value axis may use, per power of ten: 1, 2, 2.5, 5 (so 0, 250, 500, 750, ...). */
const STEPS = [1, 2, 2.5, 5, 10];

/**
 * Round ticks from 0 to at least `max`, about `count` intervals: 0, 5, 10, 15 for 13; whole numbers
 * only (counts and VND have no fractions). An empty or zero range gives 0 and 1.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, (STEPS.find((s) => s * power >= rough) ?? 10) * power);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(v);
    if (v >= max) break;
  }
  return ticks;
}

/** Maps 0…`domainMax` onto `size`…0 (SVG's y grows downwards): the pixel row of a value. */
export function valueToY(domainMax: number, size: number): (value: number) => number {
  const max = domainMax > 0 ? domainMax : 1;
  return (value) => size - (Math.max(0, value) / max) * size;
}

/**
 * Every how many categories an axis label fits, so that labels of about `labelWidth` pixels do not
 * overlap on a `width`-pixel axis: 1 shows them all, 3 every third.
 */
export function labelEvery(categories: number, width: number, labelWidth: number): number {
  if (categories <= 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil((categories * labelWidth) / width));
}

/** An axis label: comma thousands (1,234,567). */
export const axisLabel = (value: number) => formatNumber(value);

/** Roughly how wide a label is drawn at the charts' 11 px font. */
export const textWidth = (text: string) => text.length * 6.5;

/** The largest value shown: of one series, or of the stacks when the series are stacked. */
export function largest(series: readonly { values: readonly number[] }[], stacked: boolean): number {
  if (series.length === 0) return 0;
  if (!stacked) return Math.max(0, ...series.flatMap((s) => s.values));
  const length = Math.max(...series.map((s) => s.values.length));
  let max = 0;
  for (let i = 0; i < length; i++)
    max = Math.max(
      max,
      series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
    );
  return max;
}

/** Whether there is nothing to draw: no category, or every value 0. */
export const isEmpty = (series: readonly { values: readonly number[] }[]) =>
  !series.some((s) => s.values.some((v) => v !== 0));
