import { CALL_DIRECTION, TASK_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { answerOf, count, defineReport, employeeKey } from "./report.js";
import { employeeName, rowsAndTotals } from "./report-sql.js";
import { ANSWERED } from "./statuses.js";
import { telesaleCalls } from "./telesale-calls.js";

const measures = {
  calls: count,
  calls_out: count,
  calls_in: count,
  answered: count,
  not_answered: count,
  /** Seconds on the phone, all calls. */
  talk_seconds: count,
  /** Seconds an answered call lasts on average; null without answered calls. */
  avg_answered_seconds: z.number().int().nullable(),
  /** Calls that booked an appointment (task_id). */
  booked: count,
  /** …whose appointment is done. */
  booked_done: count,
};

/** Per telesale: calls by direction and outcome, time on the phone, appointments booked and kept. */
export const telesaleReport = defineReport({
  name: "telesale",
  summary: "Calls, talk time and booked appointments per telesale",
  answer: answerOf({ ...employeeKey, ...measures }, measures),
  run: (db, ctx) =>
    rowsAndTotals(
      db,
      sql`WITH ${telesaleCalls(ctx)}
        SELECT grouping(s.ma_nv) = 1 AS is_total, s.ma_nv, ${employeeName(sql`s.ma_nv`)} AS ten_nv,
          count(c.ma_nv)::int AS calls,
          count(*) FILTER (WHERE c.huong = ${CALL_DIRECTION.out})::int AS calls_out,
          count(*) FILTER (WHERE c.huong = ${CALL_DIRECTION.in})::int AS calls_in,
          count(*) FILTER (WHERE c.trang_thai = ${ANSWERED})::int AS answered,
          count(*) FILTER (WHERE c.trang_thai <> ${ANSWERED})::int AS not_answered,
          coalesce(sum(c.seconds), 0)::int AS talk_seconds,
          round(avg(c.seconds) FILTER (WHERE c.trang_thai = ${ANSWERED}))::int AS avg_answered_seconds,
          count(c.task_id)::int AS booked,
          count(*) FILTER (WHERE c.task_state = ${TASK_STATE.done})::int AS booked_done
        FROM staff s LEFT JOIN calls c ON c.ma_nv = s.ma_nv
        GROUP BY GROUPING SETS ((s.ma_nv), ())
        ORDER BY is_total, s.ma_nv`,
    ),
});
