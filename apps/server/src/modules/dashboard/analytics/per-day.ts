import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { localDay } from "../../../platform/db/vietnam-days.js";
import { type countByKey, type DashboardContext, day } from "../dashboard-period.js";

export const dayCount = z.object({ day, count: z.number().int() });
type DayCount = z.infer<typeof dayCount>;
type KeyCount = z.infer<typeof countByKey>;

/**
 * Every day of the period with its count, quiet days at 0, so that a chart has no gaps.
 * `counted` is a query of `day` (a date) and `count` columns, one row per day at most.
 */
export function perDay(ctx: DashboardContext, counted: SQL): SQL {
  return sql`WITH counted AS (${counted})
    SELECT to_char(d::date, 'YYYY-MM-DD') AS day, coalesce(c.count, 0)::int AS count
    FROM generate_series(${ctx.from}::date, ${ctx.to}::date, interval '1 day') AS d
    LEFT JOIN counted c ON c.day = d::date
    ORDER BY d`;
}

interface Counting {
  /** `table alias [JOIN ...] WHERE ...`: the rows to count. */
  rows: SQL;
  /** The time stamp whose Vietnamese day a row falls on. */
  at: SQL;
  /** What a row is counted by besides its day, and that value's title. */
  key: SQL;
  title: SQL;
}

/** The rows counted in all, per day of the period and per key, the largest first. */
export async function countPerDayAndKey(db: TenantDb, ctx: DashboardContext, { rows, at, key, title }: Counting) {
  const { rows: byDay } = await db.execute<DayCount>(
    perDay(ctx, sql`SELECT ${localDay(at)} AS day, count(*) AS count FROM ${rows} GROUP BY 1`),
  );
  const { rows: byKey } = await db.execute<KeyCount>(
    sql`SELECT ${key} AS key, ${title} AS title, count(*)::int AS count FROM ${rows} GROUP BY 1, 2 ORDER BY 3 DESC, 1`,
  );
  return { total: byDay.reduce((sum, d) => sum + d.count, 0), byDay, byKey };
}
