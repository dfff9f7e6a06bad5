import { API_DATE_FORMAT } from "@sen/core";
import type { Dayjs } from "dayjs";

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

/** A preset's days as of `today`: today; the last 7 days; this month so far; the whole of last month. */
export function presetPeriod(preset: Preset, today: Dayjs): Period {
  switch (preset) {
    case "today":
      return { fromDate: day(today), toDate: day(today) };
    case "week":
      return { fromDate: day(today.subtract(6, "day")), toDate: day(today) };
    case "month":
      return { fromDate: day(today.startOf("month")), toDate: day(today) };
    case "lastMonth": {
      const last = today.subtract(1, "month");
      return { fromDate: day(last.startOf("month")), toDate: day(last.endOf("month")) };
    }
  }
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
