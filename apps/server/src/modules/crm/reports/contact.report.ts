import { CALL_DIRECTION } from "@sen/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { localDay } from "../../../platform/db/vietnam-days.js";
import { answerOf, count, defineReport } from "./report.js";
import { rowsAndTotals, scoped } from "./report-sql.js";

const measures = {
  calls_out: count,
  calls_in: count,
  appointments: count,
  tickets: count,
  complaints: count,
  /** Different partners reached that day by any of them; in the totals, over the whole period. */
  partners: count,
};

/**
 * Per day of the period, every day listed (quiet days at 0): calls out and in, appointments,
 * tickets and complaints, and how many different partners they reached.
 */
export const contactReport = defineReport({
  name: "contact",
  summary: "Contacts with partners per day: calls, appointments, tickets, complaints",
  answer: answerOf({ day: z.iso.date(), ...measures }, measures),
  run: (db, ctx) =>
    rowsAndTotals(
      db,
      sql`WITH days AS (
          SELECT d::date AS day FROM generate_series(${ctx.from}::date, ${ctx.to}::date, interval '1 day') AS d
        ),
        contacts AS (
          SELECT ${localDay(sql`c.bat_dau`)} AS day, c.ma_kh,
            CASE WHEN c.huong = ${CALL_DIRECTION.in} THEN 'call_in' ELSE 'call_out' END AS kind
          FROM crm_call_logs c WHERE ${scoped(ctx, "c", { employee: "ma_nv", time: "bat_dau" })}
          UNION ALL
          SELECT ${localDay(sql`t.bat_dau`)}, t.ma_kh, 'appointment'
          FROM crm_tasks t WHERE ${scoped(ctx, "t", { employee: "ma_nv", time: "bat_dau" })}
          UNION ALL
          SELECT ${localDay(sql`k.bat_dau`)}, k.ma_kh, 'ticket'
          FROM crm_tickets k WHERE ${scoped(ctx, "k", { employee: "ma_nv", time: "bat_dau" })}
          UNION ALL
          SELECT ${localDay(sql`q.ngay`)}, q.ma_kh, 'complaint'
          FROM crm_complains q WHERE ${scoped(ctx, "q", { employee: "ma_nv", time: "ngay" })}
        )
        SELECT grouping(d.day) = 1 AS is_total, to_char(d.day, 'YYYY-MM-DD') AS day,
          count(*) FILTER (WHERE x.kind = 'call_out')::int AS calls_out,
          count(*) FILTER (WHERE x.kind = 'call_in')::int AS calls_in,
          count(*) FILTER (WHERE x.kind = 'appointment')::int AS appointments,
          count(*) FILTER (WHERE x.kind = 'ticket')::int AS tickets,
          count(*) FILTER (WHERE x.kind = 'complaint')::int AS complaints,
          count(DISTINCT x.ma_kh)::int AS partners
        FROM days d LEFT JOIN contacts x ON x.day = d.day
        GROUP BY GROUPING SETS ((d.day), ())
        ORDER BY is_total, d.day`,
    ),
});
