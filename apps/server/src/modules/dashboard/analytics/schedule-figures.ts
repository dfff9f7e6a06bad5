import { and, asc, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { column } from "../../../platform/crud/list-where.js";
import { dayEnd, dayStart, localDay } from "../../../platform/db/vietnam-days.js";
import { SCHEDULES, type ScheduleKind } from "../../crm/schedules/schedule-kinds.js";
import { visibleTo } from "../../crm/schedules/schedule-query.js";
import { defineBlock } from "./analytics-block.js";

/** How many of today's items the dashboard lists; the card links to the whole list. */
export const DUE_TODAY_LISTED = 8;

/** Today in Vietnam, by the database's clock. */
const today: SQL = localDay(sql`now()`);

const dueItem = z.object({
  id: z.string(),
  tieu_de: z.string(),
  ten_kh: z.string().nullable(),
  ten_nv: z.string().nullable(),
  bat_dau: z.date(),
  ket_thuc: z.date(),
  trang_thai: z.string(),
});

/**
 * Open appointments or tickets (a state still to work on) of the selected branches and the
 * employees the user may see, by their end: due today, and overdue (ended before today). Not
 * tied to the period: today is today.
 */
function scheduleFigures(kind: ScheduleKind) {
  const def = SCHEDULES[kind];
  const col = (name: string) => column(def.table, name);
  return defineBlock({
    source: def.binding.definition.command,
    schema: z.object({ due_today: z.number().int(), overdue: z.number().int(), items: z.array(dueItem) }),
    async run(db, _ctx, request) {
      const open = and(...visibleTo(def, request), inArray(col("trang_thai"), [...def.open]));
      const dueToday = and(gte(col("ket_thuc"), dayStart(today)), lt(col("ket_thuc"), dayEnd(today)));
      const [counts] = await db
        .select({
          due_today: sql<number>`count(*) FILTER (WHERE ${dueToday})::int`,
          overdue: sql<number>`count(*) FILTER (WHERE ${lt(col("ket_thuc"), dayStart(today))})::int`,
        })
        .from(def.table)
        .where(and(open, lt(col("ket_thuc"), dayEnd(today))));
      const items = await db
        .select({
          id: col("id"),
          tieu_de: col("tieu_de"),
          ten_kh: col("ten_kh"),
          ten_nv: col("ten_nv"),
          bat_dau: col("bat_dau"),
          ket_thuc: col("ket_thuc"),
          trang_thai: col("trang_thai"),
        })
        .from(def.table)
        .where(and(open, dueToday))
        .orderBy(asc(col("bat_dau")), asc(col("id")))
        .limit(DUE_TODAY_LISTED);
      return {
        due_today: counts?.due_today ?? 0,
        overdue: counts?.overdue ?? 0,
        items: items as z.infer<typeof dueItem>[],
      };
    },
  });
}

export const taskFigures = scheduleFigures("task");
export const ticketFigures = scheduleFigures("ticket");
