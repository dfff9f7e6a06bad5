import { ROOM_ORDER_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Pool } from "../../../platform/db/pool.js";
import { inTenant, type TenantDb } from "../../../platform/db/tenant-db.js";
import { addDays, dayEnd, dayStart, VIETNAM_ZONE, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { messageSender } from "../../../platform/messaging/message-sender.js";

/** How often the server looks for bookings to remind. */
export const REMINDER_EVERY_MS = 15 * 60_000;

/**
 * Reminds, once, each online booking still booked for the day after `now` (Vietnam's days): the booking is marked as
 * reminded in the transaction that sends, rows locked and skipped by another run, so two servers never send twice.
 */
async function remindTenant(db: TenantDb, now: Date, log: FastifyBaseLogger): Promise<number> {
  const tomorrow = addDays(vietnamToday(now), 1);
  const { rows } = await db.execute<{
    id: string;
    phone: string;
    ten_dvcs: string;
    ten_vt: string | null;
    gio: string;
  }>(sql`
    SELECT k.id, k.phone, b.ten_dvcs, p.ten_vt, to_char(o.bat_dau AT TIME ZONE ${VIETNAM_ZONE}, 'HH24:MI DD/MM/YYYY') AS gio
    FROM online_bookings k JOIN room_orders o ON o.id = k.room_order_id
    JOIN branches b ON b.ma_dvcs = o.ma_dvcs LEFT JOIN products p ON p.ma_vt = o.ma_vt
    WHERE k.reminded_at IS NULL AND o.trang_thai = ${ROOM_ORDER_STATE.booked}
      AND o.bat_dau >= ${dayStart(tomorrow)} AND o.bat_dau < ${dayEnd(tomorrow)}
    ORDER BY o.bat_dau
    FOR UPDATE OF k SKIP LOCKED`);
  for (const booking of rows) {
    const service = booking.ten_vt ? ` ${booking.ten_vt}` : "";
    await messageSender.get().send(
      db,
      {
        kenh: "sms",
        den: booking.phone,
        noi_dung: `${booking.ten_dvcs}: nhắc lịch${service} lúc ${booking.gio} ngày mai.`,
      },
      log,
    );
    await db.execute(sql`UPDATE online_bookings SET reminded_at = now() WHERE id = ${booking.id}`);
  }
  return rows.length;
}

/** One run over every tenant in use; the number of reminders sent. A tenant that fails is logged and skipped. */
export async function sendBookingReminders(pool: Pool, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const { rows } = await pool.query<{ schema_name: string }>("SELECT schema_name FROM platform.tenants WHERE status");
  let sent = 0;
  for (const { schema_name } of rows) {
    sent += await inTenant(pool, schema_name, (db) => remindTenant(db, now, log)).catch((error: unknown) => {
      log.error({ err: error, schema: schema_name }, "booking reminders failed");
      return 0;
    });
  }
  return sent;
}
