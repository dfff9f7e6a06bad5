import { ROOM_ORDER_STATE } from "@sen/core";
import { type SQL, sql } from "drizzle-orm";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { VIETNAM_ZONE } from "../../../platform/db/vietnam-days.js";
import { invalidInput } from "../../../platform/errors.js";

/*
 * Who may serve a booking: the room's own employees when it lists any, and, on a day an employee has schedules, only
 * inside their shifts. A day nobody is scheduled holds nobody back.
 */

export interface Slot {
  from: Date;
  to: Date;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const slotRange = (slot: Slot) => sql`tstzrange(${instant(slot.from)}, ${instant(slot.to)})`;
const slotDay = (slot: Slot) => sql`(${instant(slot.from)} AT TIME ZONE ${VIETNAM_ZONE})::date`;

/** The instants a schedule `s` of shift `sh` covers; a shift ending before it starts runs past midnight. */
const SHIFT_RANGE = sql`tstzrange((s.ngay + sh.gio_bat_dau::time) AT TIME ZONE ${VIETNAM_ZONE},
  ((s.ngay + CASE WHEN sh.gio_ket_thuc <= sh.gio_bat_dau THEN 1 ELSE 0 END) + sh.gio_ket_thuc::time)
    AT TIME ZONE ${VIETNAM_ZONE})`;

const clock = (at: SQL, format: string) => sql`to_char(${at} AT TIME ZONE ${VIETNAM_ZONE}, ${format})`;

/** 422 on `ma_nv` when the employee has schedules on the slot's day and none of their shifts holds the slot. */
export async function refuseOffShift(db: TenantDb, employee: string, slot: Slot) {
  const { rows } = await db.execute<{
    covered: boolean | null;
    shifts: string | null;
    tu: string;
    den: string;
    ngay: string;
  }>(sql`
    SELECT bool_or(${SHIFT_RANGE} @> ${slotRange(slot)}) AS covered,
      string_agg(sh.ten_ca || ' ' || sh.gio_bat_dau || '–' || sh.gio_ket_thuc, ', ' ORDER BY sh.gio_bat_dau) AS shifts,
      ${clock(instant(slot.from), "HH24:MI")} AS tu, ${clock(instant(slot.to), "HH24:MI")} AS den,
      ${clock(instant(slot.from), "DD/MM/YYYY")} AS ngay
    FROM room_employee_schedules s JOIN shifts sh ON sh.ma_ca = s.ma_ca
    WHERE s.ma_nv = ${employee} AND s.ngay = ${slotDay(slot)}`);
  const found = rows[0];
  if (!found?.shifts || found.covered) return;
  throw invalidInput({
    ma_nv: bilingual(
      `Nhân viên ${employee} không có ca làm việc từ ${found.tu} đến ${found.den} ngày ${found.ngay} (lịch trong ngày: ${found.shifts})`,
      `Employee ${employee} has no shift from ${found.tu} to ${found.den} on ${found.ngay} (that day: ${found.shifts})`,
    ),
  });
}

/** 422 on `ma_nv` when the room lists its employees and this one is not among them. */
export async function refuseOtherRoomEmployee(db: TenantDb, room: string, employee: string) {
  const { rows } = await db.execute<{ listed: number; own: boolean }>(sql`
    SELECT count(*)::int AS listed, coalesce(bool_or(ma_nv = ${employee}), false) AS own
    FROM room_employees WHERE ma_phong = ${room} AND status`);
  const found = rows[0];
  if (!found || found.listed === 0 || found.own) return;
  throw invalidInput({
    ma_nv: bilingual(
      `Nhân viên ${employee} không làm việc ở phòng ${room}`,
      `Employee ${employee} does not work in room ${room}`,
    ),
  });
}

export type FreeEmployee = {
  ma_nv: string;
  ten_nv: string;
};

/**
 * The employees who may take the slot: in use, the room's own when it lists any (else the branch's), on duty at the
 * slot when anyone of the branch is scheduled that day, and not booked elsewhere then (`except`: the order moved).
 */
export async function freeEmployees(
  db: TenantDb,
  where: Slot & { branch: string; room?: string; except?: string },
): Promise<FreeEmployee[]> {
  const staff = where.room
    ? sql`SELECT ma_nv FROM room_employees WHERE ma_phong = ${where.room} AND status`
    : sql`SELECT NULL::text AS ma_nv WHERE false`;
  const { rows } = await db.execute<FreeEmployee>(sql`
    WITH staff AS (${staff}),
    scheduled AS (
      SELECT s.ma_nv, bool_or(${SHIFT_RANGE} @> ${slotRange(where)}) AS on_duty
      FROM room_employee_schedules s JOIN shifts sh ON sh.ma_ca = s.ma_ca
      WHERE s.ngay = ${slotDay(where)} AND s.ma_dvcs = ${where.branch}
      GROUP BY s.ma_nv)
    SELECT e.ma_nv, e.ten_nv FROM employees e
    WHERE e.status
      AND CASE WHEN EXISTS (SELECT 1 FROM staff) THEN e.ma_nv IN (SELECT ma_nv FROM staff)
          ELSE e.ma_dvcs = ${where.branch} END
      AND (NOT EXISTS (SELECT 1 FROM scheduled) OR e.ma_nv IN (SELECT ma_nv FROM scheduled WHERE on_duty))
      AND NOT EXISTS (
        SELECT 1 FROM room_orders o
        WHERE o.ma_nv = e.ma_nv AND o.trang_thai <> ${ROOM_ORDER_STATE.cancelled}
          AND tstzrange(o.bat_dau, o.ket_thuc) && ${slotRange(where)}
          ${where.except ? sql`AND o.id <> ${where.except}` : sql``})
    ORDER BY e.ma_nv
    LIMIT 200`);
  return rows;
}

/** A schedule that names a room names one of its own branch. */
export const scheduleHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const room = ("ma_phong" in values ? values.ma_phong : old?.ma_phong) as string | null | undefined;
    const branch = String(values.ma_dvcs ?? old?.ma_dvcs ?? "");
    if (!room) return;
    const { rows } = await db.execute<{ ma_dvcs: string }>(sql`SELECT ma_dvcs FROM rooms WHERE ma_phong = ${room}`);
    if (!rows[0] || rows[0].ma_dvcs === branch) return;
    throw invalidInput({
      ma_phong: bilingual(
        `Phòng ${room} không thuộc chi nhánh ${branch}`,
        `Room ${room} does not belong to branch ${branch}`,
      ),
    });
  },
};
