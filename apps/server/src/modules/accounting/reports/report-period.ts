import { addDays, monthEnd, monthStart } from "../../../platform/db/vietnam-days.js";

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
