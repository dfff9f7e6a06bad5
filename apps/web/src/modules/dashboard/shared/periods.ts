import { API_DATE_FORMAT } from "@sen/core";
import type { Dayjs } from "dayjs";
import { type PeriodName, periodRange } from "@/platform/dates";

/** The periods a manager picks with one click, and the free range. */
export const PERIODS = ["today", "week", "month", "lastMonth", "custom"] as const;
export type PeriodKey = (typeof PERIODS)[number];
export type Preset = Exclude<PeriodKey, "custom">;

/** What a dashboard opens on. */
export const DEFAULT_PERIOD: Preset = "month";

export interface Period {
  /** YYYY-MM-DD, both included. */
  fromDate: string;
  toDate: string;
}

const day = (d: Dayjs) => d.format(API_DATE_FORMAT);

/** Which named period each preset is: today; the last 7 days; this month so far; the whole of last month. */
const RANGES: Record<Preset, PeriodName> = {
  today: "today",
  week: "last7Days",
  month: "monthToDate",
  lastMonth: "lastMonth",
};

/** A preset's days as of `today`. */
export function presetPeriod(preset: Preset, today: Dayjs): Period {
  const [from, to] = periodRange(RANGES[preset], today);
  return { fromDate: day(from), toDate: day(to) };
}

/** The preset a period is, or "custom". */
export function periodKeyOf(period: Period, today: Dayjs): PeriodKey {
  const preset = PERIODS.find((key): key is Preset => {
    if (key === "custom") return false;
    const p = presetPeriod(key, today);
    return p.fromDate === period.fromDate && p.toDate === period.toDate;
  });
  return preset ?? "custom";
}
