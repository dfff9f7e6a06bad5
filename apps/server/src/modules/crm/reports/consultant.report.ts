import { TASK_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { type Counts, countsByKey, filledCounts, pivotColumns } from "./pivot.js";
import { count, defineReport, employeeKey, pivotAnswerOf, rate } from "./report.js";
import { employeeName, percent, rowsAndTotals, scoped, staffOf } from "./report-sql.js";

const CONSULTANT = "consultant";
/** The key of appointments without a type. */
const NO_TYPE = "";
const NO_TYPE_TITLE = { vi: "(Chưa phân loại)", en: "(No type)" } as const;

const measures = {
  appointments: count,
  open: count,
  doing: count,
  done: count,
  cancelled: count,
  /** done / appointments, %. */
  done_rate: rate,
  /** Appointments by type code ("" without a type). */
  by_type: countsByKey,
};

const answer = pivotAnswerOf({ ...employeeKey, ...measures }, measures);
type Answer = z.infer<typeof answer>;
/** As the query gives them: no by_type where nothing was counted. */
type Counted<R> = Omit<R, "by_type"> & { by_type: Counts | null };

/**
 * Per consultant (and whoever is picked): the appointments starting in the period, by state, the
 * share done, and by appointment type (a column per type in use).
 */
export const consultantReport = defineReport({
  name: "consultant",
  summary: "Appointments per consultant by state and by type",
  answer,
  async run(db, ctx) {
    const { rows: types } = await db.execute<{ key: string; title: string; status: boolean }>(
      sql`SELECT ma_loai AS key, ten_loai AS title, status FROM crm_task_types ORDER BY ma_loai`,
    );
    const { rows, totals } = await rowsAndTotals<{
      rows: Counted<Answer["rows"][number]>[];
      totals: Counted<Answer["totals"]>;
    }>(
      db,
      sql`WITH tasks AS (
          SELECT t.ma_nv, t.trang_thai, coalesce(t.ma_loai, ${NO_TYPE}) AS loai FROM crm_tasks t
          WHERE ${scoped(ctx, "t", { employee: "ma_nv", time: "bat_dau" })}
        ),
        staff AS (${staffOf(ctx, CONSULTANT, "tasks")}),
        per AS (
          SELECT ma_nv, count(*) AS appointments,
            count(*) FILTER (WHERE trang_thai = ${TASK_STATE.open}) AS open,
            count(*) FILTER (WHERE trang_thai = ${TASK_STATE.doing}) AS doing,
            count(*) FILTER (WHERE trang_thai = ${TASK_STATE.done}) AS done,
            count(*) FILTER (WHERE trang_thai = ${TASK_STATE.cancelled}) AS cancelled
          FROM tasks GROUP BY ma_nv
        ),
        cells AS (SELECT ma_nv, loai, count(*)::int AS n FROM tasks GROUP BY 1, 2)
        SELECT grouping(s.ma_nv) = 1 AS is_total, s.ma_nv, ${employeeName(sql`s.ma_nv`)} AS ten_nv,
          coalesce(sum(p.appointments), 0)::int AS appointments,
          coalesce(sum(p.open), 0)::int AS open,
          coalesce(sum(p.doing), 0)::int AS doing,
          coalesce(sum(p.done), 0)::int AS done,
          coalesce(sum(p.cancelled), 0)::int AS cancelled,
          ${percent(sql`sum(p.done)`, sql`sum(p.appointments)`)} AS done_rate,
          CASE WHEN grouping(s.ma_nv) = 1
            THEN (SELECT jsonb_object_agg(loai, n) FROM (SELECT loai, sum(n)::int AS n FROM cells WHERE ma_nv IN (SELECT ma_nv FROM staff) GROUP BY loai) t)
            ELSE (SELECT jsonb_object_agg(c.loai, c.n) FROM cells c WHERE c.ma_nv = s.ma_nv) END AS by_type
        FROM staff s LEFT JOIN per p ON p.ma_nv = s.ma_nv
        GROUP BY GROUPING SETS ((s.ma_nv), ())
        ORDER BY is_total, s.ma_nv`,
    );
    const names = new Map(types.map((t) => [t.key, t.title]));
    const columns = pivotColumns(
      types.filter((t) => t.status).map(({ key, title }) => ({ key, title })),
      totals.by_type ?? {},
      (key) => (key === NO_TYPE ? NO_TYPE_TITLE[ctx.lang] : (names.get(key) ?? key)),
    );
    const filled = <R extends { by_type: Counts | null }>(r: R) => ({
      ...r,
      by_type: filledCounts(columns, r.by_type),
    });
    return { columns, rows: rows.map(filled), totals: filled(totals) };
  },
});
