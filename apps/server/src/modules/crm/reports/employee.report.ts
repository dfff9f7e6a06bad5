import { TASK_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import { answerOf, count, defineReport, employeeKey } from "./report.js";
import { employeeName, factRows, inPeriod, rowsAndTotals, scoped, sums } from "./report-sql.js";
import { ANSWERED } from "./statuses.js";

const MEASURES = [
  "partners",
  "new_partners",
  "calls",
  "answered_calls",
  "appointments",
  "done_appointments",
  "tickets",
  "complaints",
] as const;

const measures = Object.fromEntries(MEASURES.map((m) => [m, count])) as Record<(typeof MEASURES)[number], typeof count>;

/**
 * Per salesperson with partners or activity: partners in charge now (active ones), partners
 * created in the period, calls and answered calls, appointments (start in the period) and the
 * done ones, tickets, complaints handled.
 */
export const employeeReport = defineReport({
  name: "employee",
  summary: "Partners, calls, appointments, tickets and complaints per employee",
  answer: answerOf({ ...employeeKey, ...measures }, measures),
  async run(db, ctx) {
    const created = inPeriod(ctx, sql`p.created_at`);
    const facts = factRows(MEASURES, [
      {
        key: sql`p.ma_nvbh`,
        from: sql`FROM partners p WHERE p.ma_nvbh IS NOT NULL AND ${scoped(ctx, "p", { employee: "ma_nvbh" })}
          AND (p.status OR ${created})`,
        values: {
          partners: sql`count(*) FILTER (WHERE p.status)`,
          new_partners: sql`count(*) FILTER (WHERE ${created})`,
        },
      },
      {
        key: sql`c.ma_nv`,
        from: sql`FROM crm_call_logs c WHERE ${scoped(ctx, "c", { employee: "ma_nv", time: "bat_dau" })}`,
        values: { calls: sql`count(*)`, answered_calls: sql`count(*) FILTER (WHERE c.trang_thai = ${ANSWERED})` },
      },
      {
        key: sql`t.ma_nv`,
        from: sql`FROM crm_tasks t WHERE ${scoped(ctx, "t", { employee: "ma_nv", time: "bat_dau" })}`,
        values: {
          appointments: sql`count(*)`,
          done_appointments: sql`count(*) FILTER (WHERE t.trang_thai = ${TASK_STATE.done})`,
        },
      },
      {
        key: sql`k.ma_nv`,
        from: sql`FROM crm_tickets k WHERE ${scoped(ctx, "k", { employee: "ma_nv", time: "bat_dau" })}`,
        values: { tickets: sql`count(*)` },
      },
      {
        key: sql`q.ma_nv`,
        from: sql`FROM crm_complains q WHERE q.ma_nv IS NOT NULL AND ${scoped(ctx, "q", { employee: "ma_nv", time: "ngay" })}`,
        values: { complaints: sql`count(*)` },
      },
    ]);
    return rowsAndTotals(
      db,
      sql`WITH facts AS (${facts})
        SELECT grouping(f.k) = 1 AS is_total, f.k AS ma_nv, ${employeeName(sql`f.k`)} AS ten_nv, ${sums("f", MEASURES)}
        FROM facts f
        GROUP BY GROUPING SETS ((f.k), ())
        ORDER BY is_total, f.k`,
    );
  },
});
