import { TASK_STATE, type TaskState } from "@sen/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { VIETNAM_ZONE } from "../../../platform/db/vietnam-days.js";
import { answerOf, count, defineReport, employeeKey } from "./report.js";
import { employeeName, factRows, inBranches, inPeriod, ofEmployees, rowsAndTotals, sums } from "./report-sql.js";
import { isOpen } from "./statuses.js";

const COUNTS = [
  "open_tasks",
  "overdue_tasks",
  "done_tasks",
  "cancelled_tasks",
  "open_tickets",
  "overdue_tickets",
] as const;

const measures = {
  ...(Object.fromEntries(COUNTS.map((m) => [m, count])) as Record<(typeof COUNTS)[number], typeof count>),
  /** The Vietnamese day the longest overdue task or ticket was due; null when nothing is overdue. */
  oldest_overdue: z.iso.date().nullable(),
};

/**
 * Per assignee, what is left to do now (open and overdue appointments and tickets, the oldest
 * overdue day) and what the period closed (appointments done and cancelled, by their start).
 */
export const todoReport = defineReport({
  name: "todo",
  summary: "Open, overdue, done and cancelled appointments and tickets per assignee",
  answer: answerOf({ ...employeeKey, ...measures }, measures),
  run(db, ctx) {
    const scope = (alias: string) =>
      sql`${inBranches(ctx, sql.raw(`${alias}.ma_dvcs`))} AND ${ofEmployees(ctx, sql.raw(`${alias}.ma_nv`))}`;
    const taskOpen = isOpen("task", "t.trang_thai");
    const ticketOpen = isOpen("ticket", "k.trang_thai");
    const closedIn = (state: TaskState) => sql`(t.trang_thai = ${state} AND ${inPeriod(ctx, sql`t.bat_dau`)})`;
    const facts = factRows(
      [...COUNTS, "oldest"],
      [
        {
          key: sql`t.ma_nv`,
          from: sql`FROM crm_tasks t WHERE ${scope("t")}
            AND (${taskOpen} OR ${closedIn(TASK_STATE.done)} OR ${closedIn(TASK_STATE.cancelled)})`,
          values: {
            open_tasks: sql`count(*) FILTER (WHERE ${taskOpen})`,
            overdue_tasks: sql`count(*) FILTER (WHERE ${taskOpen} AND t.ket_thuc < now())`,
            done_tasks: sql`count(*) FILTER (WHERE ${closedIn(TASK_STATE.done)})`,
            cancelled_tasks: sql`count(*) FILTER (WHERE ${closedIn(TASK_STATE.cancelled)})`,
            oldest: sql`min(t.ket_thuc) FILTER (WHERE ${taskOpen} AND t.ket_thuc < now())`,
          },
        },
        {
          key: sql`k.ma_nv`,
          from: sql`FROM crm_tickets k WHERE ${scope("k")} AND ${ticketOpen}`,
          values: {
            open_tickets: sql`count(*)`,
            overdue_tickets: sql`count(*) FILTER (WHERE k.ket_thuc < now())`,
            oldest: sql`min(k.ket_thuc) FILTER (WHERE k.ket_thuc < now())`,
          },
        },
      ],
    );
    return rowsAndTotals(
      db,
      sql`WITH facts AS (${facts})
        SELECT grouping(f.k) = 1 AS is_total, f.k AS ma_nv, ${employeeName(sql`f.k`)} AS ten_nv, ${sums("f", COUNTS)},
          to_char(min(f.oldest) AT TIME ZONE ${VIETNAM_ZONE}, 'YYYY-MM-DD') AS oldest_overdue
        FROM facts f
        GROUP BY GROUPING SETS ((f.k), ())
        ORDER BY is_total, f.k`,
    );
  },
});
