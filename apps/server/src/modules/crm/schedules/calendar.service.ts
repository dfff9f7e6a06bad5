import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { column } from "../../../platform/crud/list-where.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { visibleColumns } from "../../../platform/crud/table.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { dayEnd, dayStart, daysBetween } from "../../../platform/db/vietnam-days.js";
import { invalidInput } from "../../../platform/errors.js";
import type { ScheduleKindDef } from "./schedule-kinds.js";
import { codesParam, oneOf, visibleTo } from "./schedule-query.js";

/** At most this many rows an answer: a month of a busy spa is a few hundred. */
export const CALENDAR_LIMIT = 2000;
/** The longest range asked at once: a month view shows six weeks, 42 days. */
export const CALENDAR_MAX_DAYS = 62;

const dayError = bilingual("Ngày theo dạng YYYY-MM-DD", "A date as YYYY-MM-DD");

export const calendarQuerySchema = z.object({
  from: z.iso.date(dayError),
  to: z.iso.date(dayError),
  ma_nv: codesParam,
  ma_loai: codesParam,
  trang_thai: codesParam,
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

function checkRange({ from, to }: CalendarQuery) {
  const days = daysBetween(from, to);
  const message =
    days < 1
      ? bilingual("Đến ngày phải từ Từ ngày trở đi", "To must not be before From")
      : days > CALENDAR_MAX_DAYS
        ? bilingual(
            `Chỉ xem được tối đa ${CALENDAR_MAX_DAYS} ngày một lần`,
            `At most ${CALENDAR_MAX_DAYS} days can be shown at once`,
          )
        : undefined;
  if (message) throw invalidInput({ to: message });
}

/**
 * The rows of the kind that overlap the days `from` to `to` (Vietnam's calendar), first ones
 * first, each with its type's colour (`mau`); `total` counts them all, even past the cap.
 */
export async function calendarRows(db: TenantDb, kind: ScheduleKindDef, query: CalendarQuery, request: FastifyRequest) {
  checkRange(query);
  const { table, types } = kind;
  const where = and(
    ...visibleTo(kind, request),
    lt(column(table, "bat_dau"), dayEnd(query.to)),
    gte(column(table, "ket_thuc"), dayStart(query.from)),
    oneOf(table, "ma_nv", query.ma_nv),
    oneOf(table, "ma_loai", query.ma_loai),
    oneOf(table, "trang_thai", query.trang_thai),
  );
  const items = await db
    .select({ ...visibleColumns(table), mau: column(types, "mau") })
    .from(table)
    .leftJoin(types, eq(column(types, "ma_loai"), column(table, "ma_loai")))
    .where(where)
    .orderBy(asc(column(table, "bat_dau")), asc(column(table, "id")))
    .limit(CALENDAR_LIMIT);
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return { items, total: counted?.total ?? items.length };
}
