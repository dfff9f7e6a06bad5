import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** Days (dates, Y-m-d) are Vietnam's days, whatever the server's time zone. */
const ZONE = "Asia/Ho_Chi_Minh";

type Day = PgColumn | SQL | string;

/** The instant a Vietnamese day begins. */
export const dayStart = (day: Day): SQL => sql`((${day})::date::timestamp AT TIME ZONE ${ZONE})`;

/** The instant after a Vietnamese day ends (the next day's start). */
export const dayEnd = (day: Day): SQL => sql`(((${day})::date + 1)::timestamp AT TIME ZONE ${ZONE})`;

/** `at` falls within the days from `from` to `to` (no end when `to` is not given). */
export const withinDays = (at: PgColumn | SQL, from: Day, to?: Day): SQL =>
  to === undefined ? sql`${at} >= ${dayStart(from)}` : sql`(${at} >= ${dayStart(from)} AND ${at} < ${dayEnd(to)})`;
