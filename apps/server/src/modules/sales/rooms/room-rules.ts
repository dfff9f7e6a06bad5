import { configIsTrue, ROOM_ORDER_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks, Row } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { VIETNAM_ZONE } from "../../../platform/db/vietnam-days.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { configValues } from "../../system/config.service.js";
import { refuseOffShift, refuseOtherRoomEmployee } from "./room-staff.js";
import { roomOrders, rooms } from "./room-tables.js";

/*
 * A room order is a generic entity with a state, not a DocumentKind: it has no lines, no number series, no posting
 * and no journal (the documents engine wants lines and posts them), and the generic crud already gives its list,
 * form, rights, audit and the generated tests. What it adds is here: the room's branch, the start rule, the change
 * rule and the overlap check, named for the user; the exclusion constraints of the migration are the last word.
 */

const forbiddenBranch = (branch: string) => new AppError(403, "branch_forbidden", { branches: branch });

/** A room's branch must be one the request works on; a client's `ma_dvcs` is never taken for a room's. */
function refuseOtherBranch(request: FastifyRequest, branch: string) {
  if (!request.branches.includes(branch)) throw forbiddenBranch(branch);
}

export const roomHooks: EntityHooks = {
  async beforeSave({ values, old, request }) {
    const branch = (values.ma_dvcs ?? old?.ma_dvcs) as string | undefined;
    if (branch) refuseOtherBranch(request, branch);
  },
};

const FINAL: readonly string[] = [ROOM_ORDER_STATE.done, ROOM_ORDER_STATE.cancelled];

const at = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const changed = (a: unknown, b: unknown) => (a ?? null) !== (b ?? null);

/**
 * Waits for every other booking of the same room or employee to finish (a transaction-scoped advisory lock, taken
 * in one order so two bookings never wait on each other), so the overlap check below sees what they committed.
 */
export async function lockRoomAndEmployee(db: TenantDb, room: string, employee: string | null) {
  const keys = [`room_order:phong:${room}`, ...(employee ? [`room_order:nv:${employee}`] : [])].sort();
  for (const key of keys) await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

type Clash = {
  ma_phong: string;
  ma_nv: string | null;
  ten_nv: string | null;
  tu: string;
  den: string;
  ngay: string;
};

/** 409 naming what is already booked in the slot: the room first, else the employee. */
async function refuseOverlap(
  db: TenantDb,
  order: { id?: string; room: string; employee: string | null; from: Date; to: Date },
) {
  const { rows } = await db.execute<Clash & { same_room: boolean }>(sql`
    SELECT ma_phong, ma_nv, ten_nv, ma_phong = ${order.room} AS same_room,
      to_char(bat_dau AT TIME ZONE ${VIETNAM_ZONE}, 'HH24:MI') AS tu,
      to_char(ket_thuc AT TIME ZONE ${VIETNAM_ZONE}, 'HH24:MI') AS den,
      to_char(bat_dau AT TIME ZONE ${VIETNAM_ZONE}, 'DD/MM/YYYY') AS ngay
    FROM ${roomOrders}
    WHERE trang_thai <> ${ROOM_ORDER_STATE.cancelled}
      AND tstzrange(bat_dau, ket_thuc) && tstzrange(${order.from.toISOString()}::timestamptz, ${order.to.toISOString()}::timestamptz)
      AND (ma_phong = ${order.room} OR ma_nv = ${order.employee})
      ${order.id ? sql`AND id <> ${order.id}` : sql``}
    ORDER BY (ma_phong = ${order.room}) DESC, bat_dau
    LIMIT 1`);
  const clash = rows[0];
  if (!clash) return;
  const when = { from: clash.tu, to: clash.den, day: clash.ngay };
  if (clash.same_room) throw new AppError(409, "room_taken", { room: clash.ma_phong, ...when });
  const employee = clash.ten_nv ? `${clash.ma_nv} - ${clash.ten_nv}` : String(clash.ma_nv);
  throw new AppError(409, "employee_taken", { employee, ...when });
}

/**
 * `room_order_start_time`: how many minutes before now a booking may start (0: none in the past, a walk-in is booked
 * from now). It holds when an order is made or moved, never when a past order is only marked done or cancelled.
 */
function refuseEarlyStart(from: Date, minutes: number) {
  const earliest = Date.now() - Math.max(0, minutes) * 60_000 - 60_000;
  if (from.getTime() >= earliest) return;
  throw invalidInput({
    bat_dau:
      minutes > 0
        ? bilingual(
            `Giờ bắt đầu không được sớm hơn hiện tại quá ${minutes} phút`,
            `The start may be at most ${minutes} minutes before now`,
          )
        : bilingual("Giờ bắt đầu không được ở trong quá khứ", "The start cannot be in the past"),
  });
}

async function roomOf(db: TenantDb, code: string): Promise<{ ma_dvcs: string; status: boolean } | undefined> {
  const { rows } = await db.execute<{ ma_dvcs: string; status: boolean }>(
    sql`SELECT ma_dvcs, status FROM ${rooms} WHERE ma_phong = ${code}`,
  );
  return rows[0];
}

export const roomOrderHooks: EntityHooks = {
  async beforeSave({ db, values, old, request }) {
    const merged: Row = { ...old, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) };
    const room = String(merged.ma_phong);
    const employee = (merged.ma_nv as string | null | undefined) ?? null;
    const from = at(merged.bat_dau);
    const to = at(merged.ket_thuc);
    const state = String(merged.trang_thai);

    const found = await roomOf(db, room);
    if (!found) throw invalidInput({ ma_phong: bilingual("Phòng không tồn tại", "Room does not exist") });
    refuseOtherBranch(request, found.ma_dvcs);
    values.ma_dvcs = found.ma_dvcs;

    if (to.getTime() <= from.getTime()) {
      throw invalidInput({
        ket_thuc: bilingual("Giờ kết thúc phải sau giờ bắt đầu", "The end must be after the start"),
      });
    }
    const config = await configValues(db, ["room_order_start_time", "room_order_change_room_employee"]);
    const moved = !old || at(old.bat_dau).getTime() !== from.getTime() || at(old.ket_thuc).getTime() !== to.getTime();
    const roomOrEmployeeChanged = Boolean(old) && (changed(old?.ma_phong, room) || changed(old?.ma_nv, employee));

    if (old && FINAL.includes(String(old.trang_thai)) && (moved || roomOrEmployeeChanged || old.trang_thai !== state)) {
      throw invalidInput({
        trang_thai: bilingual(
          "Đơn phòng đã hoàn thành hoặc đã hủy, không thể thay đổi",
          "The room order is done or cancelled and cannot be changed",
        ),
      });
    }
    if (roomOrEmployeeChanged && !configIsTrue(config.room_order_change_room_employee)) {
      const message = bilingual(
        "Không được đổi phòng hoặc nhân viên của đơn phòng đã đặt",
        "The room and employee of a booked room order cannot be changed",
      );
      throw invalidInput(changed(old?.ma_phong, room) ? { ma_phong: message } : { ma_nv: message });
    }
    if (!found.status && (!old || changed(old.ma_phong, room))) {
      throw invalidInput({ ma_phong: bilingual(`Phòng ${room} đang ngừng sử dụng`, `Room ${room} is not in use`) });
    }
    if (moved && state !== ROOM_ORDER_STATE.cancelled) {
      refuseEarlyStart(from, Number(config.room_order_start_time ?? 0) || 0);
    }
    if (state === ROOM_ORDER_STATE.cancelled) return;
    if (employee && (!old || roomOrEmployeeChanged)) await refuseOtherRoomEmployee(db, room, employee);
    if (employee && (moved || roomOrEmployeeChanged)) await refuseOffShift(db, employee, { from, to });
    await lockRoomAndEmployee(db, room, employee);
    await refuseOverlap(db, { id: old ? String(old.id) : undefined, room, employee, from, to });
  },
};
