import { DOCUMENT_STATUS, SERVING_STATE } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documents } from "../../../platform/documents/document.service.js";
import { SEEDER } from "../promotions/demo-promotions.js";
import { DEMO_ROOMS } from "../rooms/demo-rooms.js";
import { bookRoom } from "../servings/serving-room.js";
import { servingKind } from "./serving-kind.js";

/** Where a demo serving stands: posted on its day, or today on the process board, waiting or in service. */
type Stage = "posted" | "waiting" | "serving";

/** A posted demo bill as its servings need it. */
export interface PostedBill {
  stt_rec: string;
  ma_kh: string | null;
  ma_dvcs: string;
}

type DemoServing = [
  /** The demo bill (demo-services.ts) whose package, its first, it uses. */
  bill: string,
  daysAgo: number,
  /** Its start, Vietnamese wall-clock time, on a past day (today's: none, see `stampTimes`). */
  at: string | null,
  ma_phong: string,
  ma_nv: string,
  stage: Stage,
];

const R = DEMO_ROOMS;
/** Who the seeded documents name as their author (SEEDER's user). */
const SEEDER_USER = "system";

/**
 * A session a week of each package, oldest first: Nguyễn Thị Mai (KH000001) has used 5 of her 10 acne sessions,
 * today's on the board as done; Lê Thị Thu Hà (KH000003) 3 of 5, her fourth waiting today; Trương Thị Bích Ngọc
 * (KH000013) is in her first now; in Hà Nội Trần Thị Thu Trang (KH000017) 4 of 5, her last waiting, and Lê Hoàng
 * Yến (KH000018) 3 of 10, today's done. The rooms of today's waiting and in-service servings have no other booking
 * today, their technicians none still to come (rooms/demo-rooms.ts).
 */
const DEMO_SERVINGS: readonly DemoServing[] = [
  ["mai", 24, "10:00", R.q1Da, "KTV02", "posted"],
  ["trang", 22, "09:00", R.hnDa, "KTV03", "posted"],
  ["ha", 20, "14:00", R.q1Da2, "KTV01", "posted"],
  ["mai", 17, "10:00", R.q1Da, "KTV02", "posted"],
  ["trang", 15, "09:00", R.hnDa, "KTV03", "posted"],
  ["yen", 15, "15:00", R.hnDa, "KTV04", "posted"],
  ["ha", 13, "14:00", R.q1Da2, "KTV01", "posted"],
  ["mai", 10, "17:30", R.q1Da, "KTV01", "posted"],
  ["trang", 8, "09:00", R.hnDa, "KTV03", "posted"],
  ["yen", 8, "15:00", R.hnDa, "KTV04", "posted"],
  ["ha", 6, "14:00", R.q1Da2, "KTV01", "posted"],
  ["mai", 3, "10:00", R.q1Da, "KTV02", "posted"],
  ["trang", 1, "09:00", R.hnDa, "KTV03", "posted"],
  ["mai", 0, null, R.q1Da, "KTV01", "posted"],
  ["yen", 0, null, R.hnDa, "KTV04", "posted"],
  ["ngoc", 0, null, R.q1Da2, "KTV02", "serving"],
  ["ha", 0, null, R.q1Vip, "KTV01", "waiting"],
  ["trang", 0, null, R.hnVip, "KTV03", "waiting"],
];

/**
 * Puts a waiting serving in service now, as 'Bắt đầu' on the board does (servings/serving-process.ts): its room
 * booked from now for its services' length, with its technician. The booking names the serving once its number is
 * given, at COMMIT.
 */
async function startServing(db: TenantDb, doc: Awaited<ReturnType<typeof documents.create>>) {
  const { details, ...header } = doc;
  const order = await bookRoom(db, { header, details: details as Record<string, unknown>[] }, SEEDER_USER);
  await db.$client.query(
    "UPDATE servings SET trang_thai = $2, bat_dau = now(), room_order_id = $3 WHERE stt_rec = $1",
    [header.stt_rec, SERVING_STATE.serving, order],
  );
  db.atCommit({
    text: `UPDATE room_orders o SET ghi_chu = 'Phiếu phục vụ ' || s.so_ct
           FROM servings s WHERE s.stt_rec = $1 AND o.id = s.room_order_id`,
    values: [header.stt_rec],
  });
}

/**
 * Posting stamps a serving's start and end with the moment it posts: a past day's get the hour it was performed at
 * (`at`), today's end a quarter of an hour ago (not before the day began).
 */
async function stampTimes(db: TenantDb, stt_rec: string, day: string, at: string | null, minutes: number) {
  const dayStart = new Date(`${day}T00:00:00+07:00`).getTime();
  const end = at ? new Date(`${day}T${at}:00+07:00`).getTime() + minutes * 60_000 : Date.now() - 15 * 60_000;
  const start = Math.max(dayStart, end - minutes * 60_000);
  await db.$client.query("UPDATE servings SET bat_dau = $2, ket_thuc = $3 WHERE stt_rec = $1", [
    stt_rec,
    new Date(start),
    new Date(Math.max(start, end)),
  ]);
}

/**
 * The servings of `DEMO_SERVINGS`, each using a session of its bill's package (`bills`: the posted bills by key) through
 * the documents' own rules.
 */
export async function seedDemoServings(db: TenantDb, bills: Record<string, PostedBill>): Promise<void> {
  const { rows } = await db.$client.query<{
    stt_rec: string;
    stt_rec_goi: string;
    ma_vt: string;
    so_buoi: number;
    so_phut: number;
  }>(
    `SELECT DISTINCT ON (g.stt_rec) g.stt_rec::text, g.stt_rec_goi::text, g.ma_vt, g.so_buoi,
            coalesce(p.so_phut, 60) AS so_phut
     FROM service_packages g LEFT JOIN products p ON p.ma_vt = g.ma_vt
     WHERE g.stt_rec = ANY($1::uuid[]) ORDER BY g.stt_rec, g.line`,
    [Object.values(bills).map((b) => b.stt_rec)],
  );
  const packageOf = new Map(rows.map((r) => [r.stt_rec, r]));
  const today = vietnamToday();
  const sessions = new Map<string, number>();
  for (const [key, daysAgo, at, ma_phong, ma_nv, stage] of DEMO_SERVINGS) {
    const bill = bills[key];
    const pkg = bill && packageOf.get(bill.stt_rec);
    if (!pkg) continue;
    const ngay_ct = addDays(today, -daysAgo);
    const session = (sessions.get(key) ?? 0) + 1;
    sessions.set(key, session);
    const doc = await documents.create(
      db,
      servingKind,
      {
        ngay_ct,
        ma_dvcs: bill.ma_dvcs,
        ma_kh: bill.ma_kh,
        ma_phong,
        dien_giai: `Buổi ${session}/${pkg.so_buoi}`,
        status: stage === "posted" ? DOCUMENT_STATUS.posted : DOCUMENT_STATUS.draft,
        details: [{ ma_vt: pkg.ma_vt, so_luong: 1, stt_rec_goi: pkg.stt_rec_goi, ma_nv }],
      },
      SEEDER,
    );
    if (stage === "serving") await startServing(db, doc);
    if (stage === "posted") await stampTimes(db, String(doc.stt_rec), ngay_ct, at, pkg.so_phut);
  }
}
