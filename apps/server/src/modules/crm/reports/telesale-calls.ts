import { type SQL, sql } from "drizzle-orm";
import { localDay } from "../../../platform/db/vietnam-days.js";
import type { ReportContext } from "./report-query.js";
import { scoped, staffOf } from "./report-sql.js";

/** The role the telesale reports are about. */
export const TELESALE = "telesale";

/**
 * CTEs `calls` (the period's calls in scope, with the local day and the state of the appointment
 * each booked) and `staff` (the telesales, and whoever else the filter asks for).
 */
export function telesaleCalls(ctx: ReportContext): SQL {
  return sql`calls AS (
      SELECT c.ma_nv, c.huong, c.trang_thai, coalesce(c.thoi_luong, 0) AS seconds,
        ${localDay(sql`c.bat_dau`)} AS day, c.task_id, t.trang_thai AS task_state
      FROM crm_call_logs c
      LEFT JOIN crm_tasks t
        ON t.id = CASE WHEN c.task_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' THEN c.task_id::uuid END
      WHERE ${scoped(ctx, "c", { employee: "ma_nv", time: "bat_dau" })}
    ),
    staff AS (${staffOf(ctx, TELESALE, "calls")})`;
}
