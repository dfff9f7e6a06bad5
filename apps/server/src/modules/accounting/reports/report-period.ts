import { VIETNAM_ZONE } from "../../../platform/db/vietnam-days.js";

/** Days are YYYY-MM-DD strings; arithmetic goes through UTC midnights, where no day is skipped or repeated. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export function addDays(day: string, days: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return asDay(date);
}

export function monthEnd(day: string): string {
  const date = asDate(monthStart(day));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return addDays(asDay(date), -1);
}

/** Today in Vietnam, whatever the server's zone. */
export function vietnamToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: VIETNAM_ZONE }).format(now);
}

/** An inclusive run of days. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * A period split for reading: the whole months inside it (`months`, first days from `from` to before `to`), read
 * from the monthly account totals, and the days at its edges (`days`, at most two runs), read from the journal.
 */
export interface PeriodParts {
  months: { from: string; to: string } | null;
  days: DayRange[];
}

export function splitPeriod(from: string, to: string): PeriodParts {
  const firstWhole = from === monthStart(from) ? from : addDays(monthEnd(from), 1);
  const afterLastWhole = monthStart(addDays(to, 1));
  if (firstWhole >= afterLastWhole) return { months: null, days: [{ from, to }] };
  const days: DayRange[] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (afterLastWhole <= to) days.push({ from: afterLastWhole, to });
  return { months: { from: firstWhole, to: afterLastWhole }, days };
}
