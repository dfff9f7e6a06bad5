import { ITEM_KIND, ROOM_ORDER_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { VIETNAM_ZONE } from "../../../platform/db/vietnam-days.js";
import { AppError } from "../../../platform/errors.js";
import { configValue } from "../../system/config.service.js";

/*
 * What the public booking page may ask: a branch's name, the services it books with their length, the free starts of
 * a day. A start is free when a room of the service room type (`sale_service_room_type`) in the branch has no live
 * order over the service's length; starts are on the board's half hours, 08:00 to 22:00, never in the past.
 */

/** A service with no duration of its own takes an hour on the board. */
export const DEFAULT_MINUTES = 60;
const FIRST = "08:00";
const LAST = "22:00";

export type BookableService = {
  ma_vt: string;
  ten_vt: string;
  so_phut: number;
  gia_ban: number;
};

/** The branch's name, if it is one in use (404 otherwise, as for a tenant not in use). */
export async function branchName(db: TenantDb, branch: string): Promise<string> {
  const { rows } = await db.execute<{ ten_dvcs: string }>(
    sql`SELECT ten_dvcs FROM branches WHERE ma_dvcs = ${branch} AND status`,
  );
  if (!rows[0]) throw new AppError(404, "booking_branch_not_found");
  return rows[0].ten_dvcs;
}

/** The services in use, each with the minutes it takes (`DEFAULT_MINUTES` when none is set). */
export async function bookableServices(db: TenantDb, only?: string): Promise<BookableService[]> {
  const { rows } = await db.execute<BookableService>(sql`
    SELECT ma_vt, ten_vt, CASE WHEN coalesce(so_phut, 0) > 0 THEN so_phut::int ELSE ${DEFAULT_MINUTES} END AS so_phut,
      gia_ban::float8 AS gia_ban
    FROM products WHERE loai_vt = ${ITEM_KIND.DV} AND status ${only ? sql`AND ma_vt = ${only}` : sql``}
    ORDER BY ten_vt LIMIT 200`);
  return rows;
}

/** One service in use, or 404. */
export async function bookableService(db: TenantDb, code: string): Promise<BookableService> {
  const [found] = await bookableServices(db, code);
  if (!found) throw new AppError(404, "record_not_found");
  return found;
}

/** The room type services are performed in (`sale_service_room_type`, 'main' unless set). */
export const serviceRoomType = async (db: TenantDb) => (await configValue(db, "sale_service_room_type")) || "main";

/** A live order of room `r` over the slot from `from` to `to` (SQL instants). */
const roomBusy = (from: unknown, to: unknown) => sql`EXISTS (
  SELECT 1 FROM room_orders o WHERE o.ma_phong = r.ma_phong AND o.trang_thai <> ${ROOM_ORDER_STATE.cancelled}
    AND tstzrange(o.bat_dau, o.ket_thuc) && tstzrange(${from}, ${to}))`;

/** The rooms of the branch and type in use that are free over the slot, in code order. */
export async function freeRooms(db: TenantDb, branch: string, from: Date, to: Date): Promise<string[]> {
  const type = await serviceRoomType(db);
  const [a, b] = [sql`${from.toISOString()}::timestamptz`, sql`${to.toISOString()}::timestamptz`];
  const { rows } = await db.execute<{ ma_phong: string }>(sql`
    SELECT r.ma_phong FROM rooms r
    WHERE r.ma_dvcs = ${branch} AND r.status AND r.loai_phong = ${type} AND NOT ${roomBusy(a, b)}
    ORDER BY r.ma_phong`);
  return rows.map((r) => r.ma_phong);
}

export type FreeSlot = {
  bat_dau: string;
  ket_thuc: string;
};

/** The day's half-hour starts (from now on) at which some room of the type is free for `minutes`. */
export async function freeSlots(db: TenantDb, branch: string, day: string, minutes: number): Promise<FreeSlot[]> {
  const type = await serviceRoomType(db);
  const { rows } = await db.execute<FreeSlot>(sql`
    WITH starts AS (
      SELECT g AS a, g + make_interval(mins => ${minutes}) AS b
      FROM generate_series((${day}::date + ${FIRST}::time) AT TIME ZONE ${VIETNAM_ZONE},
        (${day}::date + ${LAST}::time) AT TIME ZONE ${VIETNAM_ZONE} - make_interval(mins => ${minutes}),
        interval '30 minutes') AS g
      WHERE g > now())
    SELECT to_char(s.a AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS bat_dau,
      to_char(s.b AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ket_thuc
    FROM starts s
    WHERE EXISTS (SELECT 1 FROM rooms r
      WHERE r.ma_dvcs = ${branch} AND r.status AND r.loai_phong = ${type} AND NOT ${roomBusy(sql`s.a`, sql`s.b`)})
    ORDER BY s.a`);
  return rows;
}
