import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/*
 * The days users pick (fromDate, toDate: YYYY-MM-DD) are days of Vietnam's calendar, whatever the
 * zone of the server or of the database session: a day runs from its midnight in
 * Asia/Ho_Chi_Minh to the next.
 */
export const VIETNAM_ZONE = "Asia/Ho_Chi_Minh";

type Day = PgColumn | SQL | string;

/** The instant a Vietnamese day begins. */
export const dayStart = (day: Day): SQL => sql`((${day})::date::timestamp AT TIME ZONE ${VIETNAM_ZONE})`;

/** The instant the day after `day` begins (the end of `day`, excluded). */
export const dayEnd = (day: Day): SQL => sql`(((${day})::date + 1)::timestamp AT TIME ZONE ${VIETNAM_ZONE})`;

/** The Vietnamese day an instant falls on. */
export const localDay = (at: PgColumn | SQL): SQL => sql`(${at} AT TIME ZONE ${VIETNAM_ZONE})::date`;

/** `at` falls within the days from `from` to `to`, both included (open-ended when one is missing). */
export function withinDays(at: PgColumn | SQL, from?: Day, to?: Day): SQL | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (to === undefined) return sql`${at} >= ${dayStart(from as Day)}`;
  if (from === undefined) return sql`${at} < ${dayEnd(to)}`;
  return sql`(${at} >= ${dayStart(from)} AND ${at} < ${dayEnd(to)})`;
}

/** How many days from `from` to `to`, both counted ("2026-03-01" to "2026-03-01" is 1). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

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

/** Today in Vietnam (YYYY-MM-DD), whatever the server's zone. */
export function vietnamToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: VIETNAM_ZONE }).format(now);
}
