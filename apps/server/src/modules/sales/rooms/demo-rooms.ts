import { ROOM_ORDER_STATE } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { DEMO_SERVICES } from "../../stock/stock.demo.js";
import { roomGroups, roomOrders, rooms } from "./room-tables.js";

/** The demo spa's rooms by a short name: the services' demo and its test name the same rooms. */
export const DEMO_ROOMS = {
  q1Massage: "Q1-P01",
  q1Da: "Q1-P02",
  q1Da2: "Q1-P03",
  q1Vip: "Q1-VIP",
  hnMassage: "HN-P01",
  hnDa: "HN-P02",
  hnVip: "HN-VIP",
} as const;

const GROUPS: readonly [ma_nhom: string, ten_nhom: string][] = [
  ["MASSAGE", "Phòng massage - xông hơi"],
  ["DAMAT", "Phòng chăm sóc da"],
  ["VIP", "Phòng VIP"],
];

const R = DEMO_ROOMS;
const ROOMS: readonly [ma_phong: string, ten_phong: string, ma_nhom: string, so_giuong: number, ma_dvcs: string][] = [
  [R.q1Massage, "Phòng massage Sen Hồng", "MASSAGE", 2, "CN01"],
  [R.q1Da, "Phòng da mặt Sen Trắng", "DAMAT", 2, "CN01"],
  [R.q1Da2, "Phòng da mặt Sen Vàng", "DAMAT", 1, "CN01"],
  [R.q1Vip, "Phòng VIP Sen Ngọc", "VIP", 1, "CN01"],
  [R.hnMassage, "Phòng massage Hoàn Kiếm", "MASSAGE", 2, "CN02"],
  [R.hnDa, "Phòng da mặt Tràng Tiền", "DAMAT", 2, "CN02"],
  [R.hnVip, "Phòng VIP Hồ Gươm", "VIP", 1, "CN02"],
];

/** The rooms of both branches, in their groups; a tenant's own rooms of the same codes are left as they are. */
export async function seedDemoRooms(db: TenantDb): Promise<void> {
  await db
    .insert(roomGroups)
    .values(GROUPS.map(([ma_nhom, ten_nhom]) => ({ ma_nhom, ten_nhom, created_by: "system" })))
    .onConflictDoNothing();
  await db
    .insert(rooms)
    .values(
      ROOMS.map(([ma_phong, ten_phong, ma_nhom, so_giuong, ma_dvcs]) => ({
        ma_phong,
        ten_phong,
        ma_nhom,
        so_giuong,
        ma_dvcs,
        created_by: "system",
      })),
    )
    .onConflictDoNothing();
}

type Booking = [
  day: 0 | 1,
  ma_phong: string,
  from: string,
  to: string,
  ma_kh: string | null,
  ma_vt: string,
  ma_nv: string | null,
];

const S = DEMO_SERVICES;
/**
 * Today's and tomorrow's bookings (day 0, 1; Vietnamese wall-clock hours). The rooms of the day's servings
 * (demo-servings.ts: Q1-P03, Q1-VIP, HN-VIP) have none today and their technicians none still to come, so starting
 * the waiting servings on the process board never meets a booking.
 */
const BOOKINGS: readonly Booking[] = [
  [0, R.q1Massage, "09:00", "10:30", "KH000008", S.massageDaNong, "KTV01"],
  [0, R.q1Massage, "13:00", "14:00", "KH000006", S.massageChan, null],
  [0, R.q1Massage, "17:30", "19:00", "KH000014", S.massageDaNong, null],
  [0, R.q1Da, "10:00", "11:00", "KH000001", S.daMat, "KTV02"],
  [0, R.q1Da, "15:00", "16:15", "KH000003", S.treHoaDa5, null],
  [0, R.q1Da, "19:00", "20:00", null, S.daMat, null],
  [0, R.hnMassage, "09:30", "11:00", "KH000021", S.massageDaNong, "KTV04"],
  [0, R.hnMassage, "16:00", "17:00", "KH000024", S.massageChan, null],
  [0, R.hnDa, "14:00", "15:00", "KH000018", S.daMat, null],
  [0, R.hnDa, "18:30", "19:45", "KH000017", S.treHoaDa5, null],
  [1, R.q1Massage, "09:00", "10:30", "KH000013", S.massageDaNong, "KTV01"],
  [1, R.q1Da, "10:00", "11:00", "KH000001", S.triMun10, "KTV02"],
  [1, R.q1Da2, "14:00", "15:15", "KH000003", S.treHoaDa5, "KTV01"],
  [1, R.q1Vip, "18:00", "19:30", "KH000006", S.massageDaNong, "KTV02"],
  [1, R.hnMassage, "09:00", "10:30", "KH000017", S.treHoaDa5, "KTV03"],
  [1, R.hnDa, "14:00", "15:00", "KH000018", S.triMun10, "KTV04"],
  [1, R.hnVip, "16:00", "17:30", "KH000024", S.massageDaNong, "KTV03"],
];

/**
 * The room board of today and tomorrow, once (a tenant with room orders is left so): today's bookings done, in
 * service or booked as the clock stands; a booking of today names its technician only once done, so the day's
 * technicians stay free for the servings started on the process board (demo-servings.ts books one from now).
 */
export async function seedDemoRoomOrders(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM room_orders LIMIT 1");
  if (rows.length > 0) return;
  const today = vietnamToday();
  const now = Date.now();
  const names = await db.$client.query<{ code: string; name: string }>(
    `SELECT ma_kh AS code, ten_kh AS name FROM partners WHERE ma_kh = ANY($1)
     UNION ALL SELECT ma_nv, ten_nv FROM employees WHERE ma_nv = ANY($2)`,
    [BOOKINGS.map((b) => b[4]).filter(Boolean), BOOKINGS.map((b) => b[6]).filter(Boolean)],
  );
  const nameOf = new Map(names.rows.map((r) => [r.code, r.name]));
  const values = BOOKINGS.map(([day, ma_phong, from, to, ma_kh, ma_vt, ma_nv]) => {
    const date = addDays(today, day);
    const bat_dau = new Date(`${date}T${from}:00+07:00`);
    const ket_thuc = new Date(`${date}T${to}:00+07:00`);
    const state =
      ket_thuc.getTime() <= now
        ? ROOM_ORDER_STATE.done
        : bat_dau.getTime() <= now
          ? ROOM_ORDER_STATE.arrived
          : ROOM_ORDER_STATE.booked;
    const technician = day === 1 || state === ROOM_ORDER_STATE.done ? ma_nv : null;
    return {
      ma_phong,
      ma_kh,
      ten_kh: ma_kh ? (nameOf.get(ma_kh) ?? null) : null,
      ma_nv: technician,
      ten_nv: technician ? (nameOf.get(technician) ?? null) : null,
      ma_vt,
      bat_dau,
      ket_thuc,
      trang_thai: state,
      ma_dvcs: ROOMS.find((r) => r[0] === ma_phong)?.[4],
      ghi_chu: ma_kh ? null : "Khách vãng lai gọi đặt trước",
      created_by: "system",
    };
  });
  await db.insert(roomOrders).values(values);
}
