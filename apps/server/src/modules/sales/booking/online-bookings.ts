import { randomBytes } from "node:crypto";
import { ROOM_ORDER_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { databaseError } from "../../../platform/db/pg-errors.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { VIETNAM_ZONE } from "../../../platform/db/vietnam-days.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { messageSender } from "../../../platform/messaging/message-sender.js";
import { nextPartnerCode } from "../../crm/partners/partner-codes.js";
import { lockRoomAndEmployee } from "../rooms/room-rules.js";
import { freeEmployees, refuseOffShift } from "../rooms/room-staff.js";
import { bookableService, branchName, freeRooms } from "./booking-slots.js";

/*
 * A booking made on the public page becomes a room order of a free room of the branch (of the service room type),
 * with the technician if the customer picked one. The room and the technician are locked as the board locks them, so
 * two customers taking the last slot at once are served one after the other: the second finds it taken (409,
 * 'Khung giờ này vừa có người đặt'); the exclusion constraints stay the last word. The customer is found by phone,
 * or becomes a partner; a confirmation with a cancel link (an unguessable token) goes through the sender.
 */

export interface BookingRequest {
  ma_dvcs: string;
  ma_vt: string;
  bat_dau: string;
  ten_kh: string;
  phone: string;
  ma_phong?: string;
  ma_nv?: string;
}

export interface BookingContext {
  log: FastifyBaseLogger;
  /** Where the cancel page is: `{link}/{token}`. */
  cancelLink: string;
}

const slotTaken = () => new AppError(409, "booking_slot_taken");

/** Bookings of one phone one at a time: a phone is one partner, and a retry finds what the first request booked. */
const lockPhone = (db: TenantDb, phone: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`partner:phone:${phone}`}, 0))`);

/** The partner with this phone (locked by `lockPhone`), else a new one of the branch. */
async function customerOf(db: TenantDb, phone: string, name: string, branch: string) {
  const { rows } = await db.execute<{ ma_kh: string; ten_kh: string }>(
    sql`SELECT ma_kh, ten_kh FROM partners WHERE phone = ${phone} AND status AND ma_kh IS NOT NULL
        ORDER BY created_at LIMIT 1`,
  );
  if (rows[0]) return rows[0];
  const ma_kh = await nextPartnerCode(db);
  await db.execute(sql`INSERT INTO partners (ma_kh, ten_kh, phone, ma_dvcs, created_by)
    VALUES (${ma_kh}, ${name}, ${phone}, ${branch}, 'online')`);
  return { ma_kh, ten_kh: name };
}

/** The room the booking takes: the one asked for if free, else the first free one the technician may work in. */
async function roomFor(db: TenantDb, request: BookingRequest, from: Date, to: Date): Promise<string> {
  const free = await freeRooms(db, request.ma_dvcs, from, to);
  const candidates = request.ma_phong ? free.filter((r) => r === request.ma_phong) : free;
  for (const room of candidates) {
    await lockRoomAndEmployee(db, room, request.ma_nv ?? null);
    // Read again under the lock: another booking may have just committed this room or this technician.
    if (!(await freeRooms(db, request.ma_dvcs, from, to)).includes(room)) continue;
    if (!request.ma_nv) return room;
    const staff = await freeEmployees(db, { branch: request.ma_dvcs, room, from, to });
    if (staff.some((e) => e.ma_nv === request.ma_nv)) return room;
  }
  throw slotTaken();
}

const when = (at: Date) =>
  new Intl.DateTimeFormat("vi-VN", {
    timeZone: VIETNAM_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour12: false,
  }).format(at);

export interface BookingAnswer {
  ten_dvcs: string;
  ten_vt: string;
  bat_dau: string;
  ket_thuc: string;
  ten_nv: string | null;
  phone: string;
}

/**
 * The live booking this phone already made of the service at the branch and start: a request sent again (a retry
 * after a timeout, a second tap) answers it again, books nothing and sends nothing.
 */
async function bookedAlready(db: TenantDb, request: BookingRequest, from: Date) {
  const { rows } = await db.execute<{ bat_dau: Date; ket_thuc: Date; ten_nv: string | null }>(sql`
    SELECT o.bat_dau, o.ket_thuc, o.ten_nv FROM online_bookings k JOIN room_orders o ON o.id = k.room_order_id
    WHERE k.phone = ${request.phone} AND o.ma_dvcs = ${request.ma_dvcs} AND o.ma_vt = ${request.ma_vt}
      AND o.bat_dau = ${from.toISOString()} AND o.trang_thai <> ${ROOM_ORDER_STATE.cancelled}
    LIMIT 1`);
  const found = rows[0];
  if (!found) return undefined;
  return {
    bat_dau: new Date(found.bat_dau).toISOString(),
    ket_thuc: new Date(found.ket_thuc).toISOString(),
    ten_nv: found.ten_nv,
  };
}

/** Books the slot (see above) and sends the confirmation; 409 when it was just taken; a retry gets the first answer. */
export async function bookOnline(
  db: TenantDb,
  request: BookingRequest,
  context: BookingContext,
): Promise<BookingAnswer> {
  const ten_dvcs = await branchName(db, request.ma_dvcs);
  const service = await bookableService(db, request.ma_vt);
  const from = new Date(request.bat_dau);
  const to = new Date(from.getTime() + service.so_phut * 60_000);
  if (from.getTime() <= Date.now()) {
    throw invalidInput({ bat_dau: bilingual("Giờ bắt đầu đã qua", "The start has passed") });
  }
  await lockPhone(db, request.phone);
  const booked = await bookedAlready(db, request, from);
  if (booked) return { ten_dvcs, ten_vt: service.ten_vt, ...booked, phone: request.phone };
  if (request.ma_nv) await refuseOffShift(db, request.ma_nv, { from, to });
  const room = await roomFor(db, request, from, to);
  const customer = await customerOf(db, request.phone, request.ten_kh, request.ma_dvcs);
  const employee = request.ma_nv
    ? (await db.execute<{ ten_nv: string }>(sql`SELECT ten_nv FROM employees WHERE ma_nv = ${request.ma_nv}`)).rows[0]
    : undefined;
  const token = randomBytes(32).toString("base64url");
  try {
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO room_orders (ma_phong, ma_kh, ten_kh, ma_nv, ten_nv, ma_vt, bat_dau, ket_thuc, trang_thai, ma_dvcs,
        ghi_chu, created_by)
      VALUES (${room}, ${customer.ma_kh}, ${customer.ten_kh}, ${request.ma_nv ?? null}, ${employee?.ten_nv ?? null},
        ${service.ma_vt}, ${from.toISOString()}, ${to.toISOString()}, ${ROOM_ORDER_STATE.booked}, ${request.ma_dvcs},
        ${`Đặt lịch trực tuyến: ${service.ten_vt} · ${request.phone}`}, 'online')
      RETURNING id`);
    await db.execute(sql`INSERT INTO online_bookings (room_order_id, token, phone)
      VALUES (${rows[0]?.id}, ${token}, ${request.phone})`);
  } catch (error) {
    if (databaseError(error)?.code === "23P01") throw slotTaken();
    throw error;
  }
  await messageSender.get().send(
    db,
    {
      kenh: "sms",
      den: request.phone,
      noi_dung: `${ten_dvcs}: đã đặt lịch ${service.ten_vt} lúc ${when(from)}. Hủy lịch: ${context.cancelLink}/${token}`,
    },
    context.log,
  );
  return {
    ten_dvcs,
    ten_vt: service.ten_vt,
    bat_dau: from.toISOString(),
    ket_thuc: to.toISOString(),
    ten_nv: employee?.ten_nv ?? null,
    phone: request.phone,
  };
}

export type BookingShown = {
  ten_dvcs: string;
  ten_vt: string | null;
  bat_dau: string;
  ket_thuc: string;
  trang_thai: string;
};

/** The booking a cancel link names, locked when it is to change (404 for a token that names none). */
async function bookingOf(db: TenantDb, token: string, lock: boolean) {
  const { rows } = await db.execute<BookingShown & { id: string }>(sql`
    SELECT o.id, b.ten_dvcs, p.ten_vt, o.trang_thai,
      to_char(o.bat_dau AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS bat_dau,
      to_char(o.ket_thuc AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ket_thuc
    FROM online_bookings k JOIN room_orders o ON o.id = k.room_order_id
    JOIN branches b ON b.ma_dvcs = o.ma_dvcs LEFT JOIN products p ON p.ma_vt = o.ma_vt
    WHERE k.token = ${token} ${lock ? sql`FOR UPDATE OF o` : sql``}`);
  const found = rows[0];
  if (!found) throw new AppError(404, "booking_not_found");
  return found;
}

export async function shownBooking(db: TenantDb, token: string): Promise<BookingShown> {
  const { id: _id, ...shown } = await bookingOf(db, token, false);
  return shown;
}

/**
 * Cancels the booking the link names, which frees its slot; a booking cancelled already stays so (the link may be
 * followed twice), one the customer is in or done with is left as it is.
 */
export async function cancelBooking(db: TenantDb, token: string): Promise<BookingShown> {
  const { id, ...shown } = await bookingOf(db, token, true);
  if (shown.trang_thai !== ROOM_ORDER_STATE.booked) return shown;
  await db.execute(sql`UPDATE room_orders SET trang_thai = ${ROOM_ORDER_STATE.cancelled}, updated_at = now(),
    updated_by = 'online' WHERE id = ${id}`);
  return { ...shown, trang_thai: ROOM_ORDER_STATE.cancelled };
}
