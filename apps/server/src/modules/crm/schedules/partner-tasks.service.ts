import { OPEN_STATES, TASK_STATE, taskEntity } from "@sen/core";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type ListQuery, listQuerySchema, searchTerm } from "../../../platform/crud/list-query.js";
import { visibleColumns } from "../../../platform/crud/table.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { partners, tasks } from "../crm.tables.js";
import { partnerMatches } from "./partner-match.js";
import { SCHEDULES } from "./schedule-kinds.js";
import { visibleTo } from "./schedule-query.js";

const isOpen = inArray(tasks.trang_thai, [...OPEN_STATES.task]);

/** A partner's counts of appointments, each an expression over the partner's group of tasks. */
const COLUMNS = {
  ma_kh: sql<string>`${tasks.ma_kh}`,
  ten_kh: sql<string>`coalesce(${partners.ten_kh}, max(${tasks.ten_kh}))`,
  open: sql<number>`(count(*) FILTER (WHERE ${isOpen}))::int`,
  done: sql<number>`(count(*) FILTER (WHERE ${tasks.trang_thai} = ${TASK_STATE.done}))::int`,
  total: sql<number>`count(*)::int`,
  /** The next open appointment still to come. */
  next_at: sql<Date | null>`min(${tasks.bat_dau}) FILTER (WHERE ${isOpen} AND ${tasks.bat_dau} >= now())`,
  /** The latest appointment that has begun. */
  last_at: sql<Date | null>`max(${tasks.bat_dau}) FILTER (WHERE ${tasks.bat_dau} < now())`,
};
type SortKey = keyof typeof COLUMNS;
const SORT_KEYS = Object.keys(COLUMNS) as SortKey[];

/**
 * The API's list query (page, sort, search, dates) over these rows: the sortable keys are the columns above (declared
 * as fields of a list so that the query and its messages are those of every list).
 */
export const partnerTasksQuerySchema = listQuerySchema({
  ...taskEntity,
  fields: SORT_KEYS.map((name) => ({ name, kind: "text", label: { vi: name }, sortable: true })),
  dateField: undefined,
});

function orderOf(query: ListQuery): SQL[] {
  const key = (query.sortKey as SortKey | undefined) ?? "next_at";
  const descending = query.sortKey ? query.sortType === "desc" : false;
  const expression = key === "ten_kh" ? sql`${COLUMNS.ten_kh} COLLATE "vi-x-icu"` : COLUMNS[key];
  // Partners without a next (or last) appointment come after those with one, either way.
  return [sql`${expression} ${sql.raw(descending ? "DESC" : "ASC")} NULLS LAST`, asc(tasks.ma_kh)];
}

/**
 * The partners with appointments the user may see (selected branches, their employees), with
 * their open, done and total counts, the next open one and the last one; searched by the
 * partner's code, name or phone.
 */
export async function partnerTaskPage(db: TenantDb, query: ListQuery, request: FastifyRequest) {
  const term = searchTerm(query.searchKey);
  const where = and(...visibleTo(SCHEDULES.task, request), term ? partnerMatches(term) : undefined);
  const items = await db
    .select({
      ...COLUMNS,
      next_at: COLUMNS.next_at.mapWith(tasks.bat_dau),
      last_at: COLUMNS.last_at.mapWith(tasks.bat_dau),
      partner_id: partners.id,
      phone: partners.phone,
      ten_nvbh: partners.ten_nvbh,
    })
    .from(tasks)
    .leftJoin(partners, eq(partners.ma_kh, tasks.ma_kh))
    .where(where)
    .groupBy(tasks.ma_kh, partners.id)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  const groups = db
    .select({ ma_kh: tasks.ma_kh })
    .from(tasks)
    .leftJoin(partners, eq(partners.ma_kh, tasks.ma_kh))
    .where(where)
    .groupBy(tasks.ma_kh, partners.id)
    .as("groups");
  const [counted] = await db.select({ total: count() }).from(groups);
  return { items, total: counted?.total ?? 0 };
}

/** One partner's appointments the user may see, newest first. */
export async function partnerTasks(db: TenantDb, code: string, request: FastifyRequest) {
  const items = await db
    .select(visibleColumns(tasks))
    .from(tasks)
    .where(and(...visibleTo(SCHEDULES.task, request), eq(tasks.ma_kh, code)))
    .orderBy(desc(tasks.bat_dau), desc(tasks.id))
    .limit(PARTNER_TASKS_LIMIT);
  return { items, total: items.length };
}

/** A partner's history shown at once; older appointments are in the appointment list. */
export const PARTNER_TASKS_LIMIT = 500;
