import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { signedIn } from "../../../platform/authentication.js";
import { column } from "../../../platform/crud/list-where.js";
import { bilingual } from "../../../platform/crud/messages.js";
import type { Row } from "../../../platform/crud/registry.js";
import { crud, findRow } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";
import { employeeName } from "./employees.js";
import { SCHEDULES, type ScheduleKind, type ScheduleKindDef } from "./schedule-kinds.js";
import { visibleTo } from "./schedule-query.js";

/** At most this many open items of each kind: a to-do list longer than that is a backlog to clean up. */
export const TODO_LIMIT = 500;

export interface TodoItem {
  kind: ScheduleKind;
  id: string;
  tieu_de: string;
  ma_kh: string | null;
  ten_kh: string | null;
  bat_dau: Date;
  ket_thuc: Date;
  trang_thai: string;
  /** Still open after its end. */
  overdue: boolean;
}

function todoItem(kind: ScheduleKind, row: Row): TodoItem {
  const ket_thuc = row.ket_thuc as Date;
  return {
    kind,
    id: String(row.id),
    tieu_de: String(row.tieu_de),
    ma_kh: (row.ma_kh as string | null) ?? null,
    ten_kh: (row.ten_kh as string | null) ?? null,
    bat_dau: row.bat_dau as Date,
    ket_thuc,
    trang_thai: String(row.trang_thai),
    overdue: ket_thuc.getTime() < Date.now(),
  };
}

async function openItems(db: TenantDb, kind: ScheduleKindDef, employee: string, request: FastifyRequest) {
  const col = (name: string) => column(kind.table, name);
  const rows = await db
    .select({
      id: col("id"),
      tieu_de: col("tieu_de"),
      ma_kh: col("ma_kh"),
      ten_kh: col("ten_kh"),
      bat_dau: col("bat_dau"),
      ket_thuc: col("ket_thuc"),
      trang_thai: col("trang_thai"),
    })
    .from(kind.table)
    .where(and(...visibleTo(kind, request), eq(col("ma_nv"), employee), inArray(col("trang_thai"), [...kind.open])))
    .orderBy(asc(col("bat_dau")), asc(col("id")))
    .limit(TODO_LIMIT);
  return rows.map((row) => todoItem(kind.kind, row));
}

/**
 * The signed-in user's open appointments and tickets (assigned to their employee code, in the
 * selected branches), earliest first. A user without an employee code has none: `employee` null.
 */
export async function todoOf(db: TenantDb, request: FastifyRequest) {
  const code = signedIn(request).user.saler;
  if (!code) return { items: [], total: 0, employee: null };
  const lists = [];
  for (const kind of Object.values(SCHEDULES)) lists.push(await openItems(db, kind, code, request));
  const items = lists.flat().sort((a, b) => a.bat_dau.getTime() - b.bat_dau.getTime());
  return { items, total: items.length, employee: { ma_nv: code, ten_nv: (await employeeName(db, code)) ?? null } };
}

const closed = () =>
  new AppError(
    422,
    "invalid_input",
    {},
    {},
    { trang_thai: bilingual("Việc này đã đóng, không thể hoàn thành", "This item is closed and cannot be completed") },
  );

/** The employee an item of the to-do list is assigned to (a 404 when out of the user's sight). */
export async function assigneeOf(db: TenantDb, kindName: ScheduleKind, id: string, request: FastifyRequest) {
  const row = await findRow(db, SCHEDULES[kindName].binding, id, request);
  return row.ma_nv == null ? null : String(row.ma_nv);
}

/**
 * "Hoàn thành" from the to-do list: the assignee (the route lets no one else in) finishes their
 * own item without rights on the entity's command (a salesperson's tickets). Audited as an update
 * of the record.
 */
export async function markDone(db: TenantDb, kindName: ScheduleKind, id: string, request: FastifyRequest) {
  const kind = SCHEDULES[kindName];
  const row = await findRow(db, kind.binding, id, request);
  if (row.trang_thai === kind.done) return todoItem(kindName, row);
  if (!kind.open.includes(String(row.trang_thai))) throw closed();
  return todoItem(kindName, await crud.update(db, kind.binding, id, { trang_thai: kind.done }, request));
}
