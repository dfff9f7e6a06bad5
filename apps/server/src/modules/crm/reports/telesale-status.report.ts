import { sql } from "drizzle-orm";
import { callLogStatuses } from "../call-logs/call-log-configs.js";
import { type Counts, countsByKey, filledCounts, pivotColumns } from "./pivot.js";
import { count, defineReport, employeeKey, pivotAnswerOf } from "./report.js";
import { employeeName, rowsAndTotals } from "./report-sql.js";
import { telesaleCalls } from "./telesale-calls.js";

interface Counted {
  ma_nv: string;
  ten_nv: string;
  counts: Counts;
  total: number;
}

/**
 * Calls per telesale and status: a column for every status of config crm_calllog_status, and for
 * any other status found in the period's calls; totals per row and per column.
 */
export const telesaleStatusReport = defineReport({
  name: "telesale-status",
  summary: "Calls per telesale and call status (a pivot with row and column totals)",
  answer: pivotAnswerOf({ ...employeeKey, counts: countsByKey, total: count }, { counts: countsByKey, total: count }),
  async run(db, ctx) {
    const statuses = await callLogStatuses(db);
    const { rows, totals } = await rowsAndTotals<{ rows: Counted[]; totals: Counted }>(
      db,
      sql`WITH ${telesaleCalls(ctx)},
        cells AS (SELECT ma_nv, trang_thai, count(*)::int AS n FROM calls GROUP BY 1, 2),
        by_status AS (SELECT trang_thai, sum(n)::int AS n FROM cells WHERE ma_nv IN (SELECT ma_nv FROM staff) GROUP BY 1)
        SELECT grouping(s.ma_nv) = 1 AS is_total, s.ma_nv, ${employeeName(sql`s.ma_nv`)} AS ten_nv,
          CASE WHEN grouping(s.ma_nv) = 1 THEN (SELECT jsonb_object_agg(trang_thai, n) FROM by_status)
            ELSE jsonb_object_agg(x.trang_thai, x.n) FILTER (WHERE x.trang_thai IS NOT NULL) END AS counts,
          coalesce(sum(x.n), 0)::int AS total
        FROM staff s LEFT JOIN cells x ON x.ma_nv = s.ma_nv
        GROUP BY GROUPING SETS ((s.ma_nv), ())
        ORDER BY is_total, s.ma_nv`,
    );
    const columns = pivotColumns(
      statuses.map((status) => ({ key: status, title: status })),
      totals.counts ?? {},
    );
    return {
      columns,
      rows: rows.map((r) => ({ ...r, counts: filledCounts(columns, r.counts) })),
      totals: { counts: filledCounts(columns, totals.counts), total: totals.total },
    };
  },
});
