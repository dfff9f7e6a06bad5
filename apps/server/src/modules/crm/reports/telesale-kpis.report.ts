import { TASK_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import { answerOf, count, defineReport, employeeKey, rate } from "./report.js";
import { employeeName, ofEmployees, percent, rowsAndTotals } from "./report-sql.js";
import { ANSWERED } from "./statuses.js";
import { telesaleCalls } from "./telesale-calls.js";

const measures = {
  calls: count,
  /** Days (in Vietnam) with at least one call; the totals add up each person's days. */
  working_days: count,
  calls_per_day: rate,
  answered: count,
  /** answered / calls, %. */
  answer_rate: rate,
  booked: count,
  /** booked / answered, %. */
  booking_rate: rate,
  booked_done: count,
  /** booked_done / booked, %: the customers who came. */
  show_rate: rate,
  /** Calls to make: the targets overlapping the period, summed. */
  target_calls: count,
  /** calls / target_calls, %. */
  achieved_rate: rate,
};

const sum = (column: string) => sql`coalesce(sum(${sql.raw(column)}), 0)`;

/** Per telesale: calls a working day, answer, booking and show rates, and the calls target reached. */
export const telesaleKpisReport = defineReport({
  name: "telesale-kpis",
  summary: "Telesale KPIs: calls a day, answer, booking and show rates, calls against the target",
  answer: answerOf({ ...employeeKey, ...measures }, measures),
  run: (db, ctx) =>
    rowsAndTotals(
      db,
      sql`WITH ${telesaleCalls(ctx)},
        per AS (
          SELECT ma_nv, count(*) AS calls, count(DISTINCT day) AS days,
            count(*) FILTER (WHERE trang_thai = ${ANSWERED}) AS answered,
            count(task_id) AS booked, count(*) FILTER (WHERE task_state = ${TASK_STATE.done}) AS booked_done
          FROM calls GROUP BY ma_nv
        ),
        goals AS (
          SELECT g.ma_nv, sum(g.cuoc_goi) AS target_calls FROM crm_targets g
          WHERE g.tu_ngay <= ${ctx.to}::date AND g.den_ngay >= ${ctx.from}::date AND ${ofEmployees(ctx, sql`g.ma_nv`)}
          GROUP BY g.ma_nv
        )
        SELECT grouping(s.ma_nv) = 1 AS is_total, s.ma_nv, ${employeeName(sql`s.ma_nv`)} AS ten_nv,
          ${sum("p.calls")}::int AS calls,
          ${sum("p.days")}::int AS working_days,
          round(${sum("p.calls")}::numeric / nullif(${sum("p.days")}, 0), 1)::float8 AS calls_per_day,
          ${sum("p.answered")}::int AS answered,
          ${percent(sum("p.answered"), sum("p.calls"))} AS answer_rate,
          ${sum("p.booked")}::int AS booked,
          ${percent(sum("p.booked"), sum("p.answered"))} AS booking_rate,
          ${sum("p.booked_done")}::int AS booked_done,
          ${percent(sum("p.booked_done"), sum("p.booked"))} AS show_rate,
          ${sum("g.target_calls")}::int AS target_calls,
          ${percent(sum("p.calls"), sum("g.target_calls"))} AS achieved_rate
        FROM staff s
        LEFT JOIN per p ON p.ma_nv = s.ma_nv
        LEFT JOIN goals g ON g.ma_nv = s.ma_nv
        GROUP BY GROUPING SETS ((s.ma_nv), ())
        ORDER BY is_total, s.ma_nv`,
    ),
});
