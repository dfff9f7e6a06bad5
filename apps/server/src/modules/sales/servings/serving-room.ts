import { ROOM_ORDER_STATE } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";

/*
 * A serving's room: named when it is opened, booked by a room order (sales/rooms) from the moment it begins for the
 * length of its services, so that the room orders' exclusion constraints keep it and its first technician from being
 * booked twice (409 'room_order_overlap'); the order is done when the serving is.
 */

/** 422 unless the room exists, is in use and belongs to the serving's branch. */
export async function checkRoom(db: TenantDb, ma_phong: string, ma_dvcs: string) {
  const { rows } = await db.$client.query<{ ma_dvcs: string; status: boolean }>(
    prepared("SELECT ma_dvcs, status FROM rooms WHERE ma_phong = $1", [ma_phong]),
  );
  const room = rows[0];
  if (!room?.status || room.ma_dvcs !== ma_dvcs) {
    throw invalidInput({
      ma_phong: bilingual(
        `Phòng ${ma_phong} không tồn tại, đã ngừng sử dụng hoặc không thuộc chi nhánh ${ma_dvcs}`,
        `Room ${ma_phong} does not exist, is not in use or is not in branch ${ma_dvcs}`,
      ),
    });
  }
}

/** A serving as booking its room reads it: its customer, branch, number and room, and its lines. */
interface Serving {
  header: { ma_kh?: unknown; ma_dvcs?: unknown; so_ct?: unknown; ma_phong?: unknown };
  details: readonly Record<string, unknown>[];
}

/**
 * Books the serving's room from now for its services' minutes (an hour for a service without any): the customer's own
 * booking of the room in that time (made ahead, online or at the desk, no serving's yet) is taken as it is and marked in service; else a
 * new room order in service, with the first technician. Gives the order's id (none without a room).
 */
export async function bookRoom(db: TenantDb, doc: Serving, user: string | null): Promise<string | null> {
  const ma_phong = doc.header.ma_phong as string | null;
  if (!ma_phong) return null;
  const technician = doc.details.find((l) => l.ma_nv)?.ma_nv ?? null;
  const { rows } = await db.$client.query<{ id: string }>(
    prepared(
      `WITH length AS (
         SELECT now() AS tu, now() + greatest(coalesce(sum(coalesce(nullif(p.so_phut, 0), 60) * u.n), 60), 1)
                * interval '1 minute' AS den
         FROM unnest($4::text[], $5::int[]) AS u(ma_vt, n) LEFT JOIN products p ON p.ma_vt = u.ma_vt
       ), own AS (
         SELECT o.id FROM room_orders o, length
         WHERE o.ma_phong = $1 AND o.ma_kh = $2 AND o.trang_thai = ANY($10::text[])
           AND tstzrange(o.bat_dau, o.ket_thuc) && tstzrange(length.tu, length.den)
           AND NOT EXISTS (SELECT 1 FROM servings s WHERE s.room_order_id = o.id)
         ORDER BY o.bat_dau LIMIT 1 FOR UPDATE OF o
       ), adopted AS (
         UPDATE room_orders o SET trang_thai = $6, updated_at = now(), updated_by = $9 FROM own WHERE o.id = own.id
         RETURNING o.id
       ), made AS (
         INSERT INTO room_orders (ma_phong, ma_kh, ten_kh, ma_nv, ten_nv, bat_dau, ket_thuc, trang_thai, ma_dvcs, ghi_chu,
                                  created_by, updated_by)
         SELECT $1, k.ma_kh, k.ten_kh, e.ma_nv, e.ten_nv, length.tu, length.den, $6, $7, $8, $9, $9
         FROM length LEFT JOIN partners k ON k.ma_kh = $2 LEFT JOIN employees e ON e.ma_nv = $3
         WHERE NOT EXISTS (SELECT 1 FROM own)
         RETURNING id
       )
       SELECT id::text FROM adopted UNION ALL SELECT id::text FROM made`,
      [
        ma_phong,
        doc.header.ma_kh,
        technician,
        doc.details.map((l) => String(l.ma_vt)),
        doc.details.map((l) => Number(l.so_luong)),
        ROOM_ORDER_STATE.arrived,
        doc.header.ma_dvcs,
        `Phiếu phục vụ ${doc.header.so_ct}`,
        user,
        [ROOM_ORDER_STATE.booked, ROOM_ORDER_STATE.arrived],
      ],
    ),
  );
  return rows[0]?.id ?? null;
}

/** The serving's room order done, ending now (or where it was booked to end, if now is before it began). */
export async function freeRoom(db: TenantDb, roomOrderId: unknown, user: string | null) {
  if (!roomOrderId) return;
  await db.$client.query(
    prepared(
      `UPDATE room_orders SET trang_thai = $2, ket_thuc = CASE WHEN now() > bat_dau THEN now() ELSE ket_thuc END,
              updated_at = now(), updated_by = $3
       WHERE id = $1 AND trang_thai <> $4`,
      [roomOrderId, ROOM_ORDER_STATE.done, user, ROOM_ORDER_STATE.cancelled],
    ),
  );
}

/** A draft serving deleted while in service: the room it booked for its time is free again (its order cancelled). */
export async function releaseRoom(db: TenantDb, roomOrderId: unknown, user: string | null) {
  if (!roomOrderId) return;
  await db.$client.query(
    prepared(
      `UPDATE room_orders SET trang_thai = $2, updated_at = now(), updated_by = $3
       WHERE id = $1 AND trang_thai IN ($4, $5)`,
      [roomOrderId, ROOM_ORDER_STATE.cancelled, user, ROOM_ORDER_STATE.booked, ROOM_ORDER_STATE.arrived],
    ),
  );
}
