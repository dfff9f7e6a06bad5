import { formatNumber } from "@sen/core";

export const MEASURES = ["kh_moi", "cuoc_goi", "lich_hen", "doanh_thu"] as const;
export type Measure = (typeof MEASURES)[number];
export type Measures<T> = Record<Measure, T>;

export interface TargetProgress {
  id: string;
  ma_nv: string;
  ten_nv: string | null;
  tu_ngay: string;
  den_ngay: string;
  target: Measures<number>;
  actual: Measures<number>;
  /** Actual per hundred of the target; null when nothing was set. */
  percent: Measures<number | null>;
}

export interface ProgressQuery {
  fromDate: string;
  toDate: string;
  ma_nv?: string;
}

/** How full a measure's bar is: the percent, kept within 0–100 (an exceeded target shows a full bar). */
export const barPercent = (percent: number | null) => (percent === null ? 0 : Math.max(0, Math.min(100, percent)));

/** "12 / 40": the actual against the target, with thousands separators. */
export const actualOfTarget = (row: TargetProgress, measure: Measure) =>
  `${formatNumber(row.actual[measure])} / ${formatNumber(row.target[measure])}`;

/** The period covering every target of a page (their earliest start, their latest end). */
export function periodOf(rows: readonly Record<string, unknown>[]) {
  const starts = rows
    .map((r) => String(r.tu_ngay ?? ""))
    .filter(Boolean)
    .sort();
  const ends = rows
    .map((r) => String(r.den_ngay ?? ""))
    .filter(Boolean)
    .sort();
  const fromDate = starts[0];
  const toDate = ends.at(-1) ?? fromDate;
  return fromDate && toDate ? { fromDate, toDate } : undefined;
}

/** One line of the target report: one measure of one target. */
export interface ReportLine {
  key: string;
  ma_nv: string;
  ten_nv: string | null;
  tu_ngay: string;
  den_ngay: string;
  measure: Measure;
  target: number;
  actual: number;
  percent: number | null;
}

/** The report's lines: each target's measures one under the other, in the order of MEASURES. */
export function reportLines(items: readonly TargetProgress[]): ReportLine[] {
  return items.flatMap((row) =>
    MEASURES.map((measure) => ({
      key: `${row.id}:${measure}`,
      ma_nv: row.ma_nv,
      ten_nv: row.ten_nv,
      tu_ngay: row.tu_ngay,
      den_ngay: row.den_ngay,
      measure,
      target: row.target[measure],
      actual: row.actual[measure],
      percent: row.percent[measure],
    })),
  );
}
