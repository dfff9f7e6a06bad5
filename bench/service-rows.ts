import { DOCUMENT_STATUS, PAYMENT_KIND, PAYMENT_TYPE, ROOM_ORDER_STATE } from "@sen/core";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import {
  branchSql,
  customerSql,
  EMPLOYEES_PER_BRANCH,
  employeeSql,
  PACKAGE_SESSIONS,
  ROOMS_PER_BRANCH,
  type SalesFill,
  serviceSql,
} from "./sales-rows.js";
import { emptyAllForLoading } from "./stock-loading.js";

/*
 * The spa side of the sales bench: service bills (one for eight retail bills), a third of them selling a package of
 * 10 sessions whose customer then comes every two weeks (a serving each, the package's ledger moving with it, its
 * cached count the sum of that ledger), and the rooms' bookings from 60 days ago to 30 days ahead, six a room a day.
 */

export const SERVICE_TABLES = {
  bills: "service_bills",
  lines: "service_bill_details",
  packages: "service_packages",
  ledger: "package_ledger",
  servings: "servings",
  servingLines: "serving_details",
} as const;

const POSTED = DOCUMENT_STATUS.posted;
const PACKAGE_PRICE = 3_000_000;
const SESSION_PRICE = PACKAGE_PRICE / PACKAGE_SESSIONS;

const timed = async (log: (line: string) => void, what: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/** Service bills, packages and servings, from nothing. */
export async function fillServices(db: TenantDb, fill: SalesFill) {
  const { branches, customers, days, log } = fill;
  const count = Math.round(fill.bills / 8);
  const c = db.$client;
  const rebuild = await emptyAllForLoading(db, Object.values(SERVICE_TABLES));
  await c.query("SET LOCAL synchronous_commit = off");
  await timed(log, `${count.toLocaleString("en")} service bills`, () =>
    c.query(
      `WITH b AS (
         SELECT i, md5('bench-service-' || i)::uuid AS stt_rec, 1 + i % $2::int AS br,
                current_date - ($3::int - 1) + ((i - 1)::bigint * $3 / $1)::int AS ngay, i % 3 = 0 AS goi
           FROM generate_series(1, $1::int) i
       ), l AS (
         SELECT b.*, CASE WHEN goi THEN ${serviceSql("1 + i % 10")} ELSE ${serviceSql("11 + i % 30")} END AS ma_vt,
                CASE WHEN goi THEN ${PACKAGE_PRICE} ELSE 150000 + (11 + i % 30) * 10000 END AS gia
           FROM b
       ), lines AS (
         INSERT INTO ${SERVICE_TABLES.lines} (stt_rec, line, ma_vt, ma_dvt, so_luong, gia, tien, ck, thue_suat, so_buoi)
         SELECT stt_rec, 1, ma_vt, CASE WHEN goi THEN 'GOI' ELSE 'LAN' END, 1, gia, gia, 0, 8,
                CASE WHEN goi THEN ${PACKAGE_SESSIONS} ELSE 1 END FROM l
       )
       INSERT INTO ${SERVICE_TABLES.bills} (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, status, tong_tien, tong_thue,
                                            tong_thanh_toan, ma_kho, ma_kh, ma_nvbh, payments, created_at, created_by)
       SELECT stt_rec, 'DV1', 'DV' || lpad(i::text, 8, '0'), ngay, ${branchSql("br")}, '${POSTED}', gia,
              round(gia * 0.08, 2), round(gia * 1.08, 2), 'KB' || lpad(br::text, 2, '0'), ${customerSql("i * 7", customers)},
              ${employeeSql("br", `i % ${EMPLOYEES_PER_BRANCH}`)},
              jsonb_build_array(jsonb_build_object(
                'ma_httt', CASE WHEN i % 2 = 0 THEN '${PAYMENT_TYPE.transfer}' ELSE '${PAYMENT_TYPE.cash}' END,
                'loai_tt', CASE WHEN i % 2 = 0 THEN '${PAYMENT_KIND.transfer}' ELSE '${PAYMENT_KIND.cash}' END,
                'tien', round(gia * 1.08, 2))),
              ngay + time '10:00' + make_interval(mins => i % 600), 'bench'
         FROM l`,
      [count, branches, days],
    ),
  );
  await timed(log, "their packages, sold", () =>
    c.query(
      `WITH p AS (
         INSERT INTO ${SERVICE_TABLES.packages} (stt_rec_goi, ma_kh, ma_vt, ma_dvcs, so_buoi, so_buoi_con, gia_buoi, tien,
                                                tien_con, stt_rec, line, so_ct, ngay_ct)
         SELECT md5('bench-package-' || h.stt_rec)::uuid, h.ma_kh, d.ma_vt, h.ma_dvcs, ${PACKAGE_SESSIONS},
                ${PACKAGE_SESSIONS}, ${SESSION_PRICE}, ${PACKAGE_PRICE}, ${PACKAGE_PRICE}, h.stt_rec, 1, h.so_ct, h.ngay_ct
           FROM ${SERVICE_TABLES.bills} h JOIN ${SERVICE_TABLES.lines} d ON d.stt_rec = h.stt_rec AND d.so_buoi > 1
         RETURNING *
       )
       INSERT INTO ${SERVICE_TABLES.ledger} (stt_rec_goi, stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, loai, so_buoi, tien)
       SELECT stt_rec_goi, stt_rec, 'DV1', so_ct, ngay_ct, ma_dvcs, 1, 'BAN', so_buoi, tien FROM p`,
    ),
  );
  await timed(log, "servings every two weeks, each using a session", () =>
    c.query(
      `WITH s AS (
         SELECT p.*, k, md5('bench-serving-' || p.stt_rec_goi || '-' || k)::uuid AS stt_rec_sd, p.ngay_ct + 14 * k AS ngay,
                row_number() OVER () AS n
           FROM ${SERVICE_TABLES.packages} p, generate_series(1, ${PACKAGE_SESSIONS}) k
          WHERE p.ngay_ct + 14 * k <= current_date
       ), lines AS (
         INSERT INTO ${SERVICE_TABLES.servingLines} (stt_rec, line, ma_vt, so_luong, stt_rec_goi, ma_nv, gia_buoi, tien)
         SELECT stt_rec_sd, 1, ma_vt, 1, stt_rec_goi,
                'NVB' || substr(ma_dvcs, 3) || 'E' || lpad((n % ${EMPLOYEES_PER_BRANCH})::text, 2, '0'),
                ${SESSION_PRICE}, ${SESSION_PRICE} FROM s
       ), moves AS (
         INSERT INTO ${SERVICE_TABLES.ledger} (stt_rec_goi, stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, loai, so_buoi, tien)
         SELECT stt_rec_goi, stt_rec_sd, 'SD1', 'SD' || lpad(n::text, 8, '0'), ngay, ma_dvcs, 1, 'SU_DUNG', -1,
                -${SESSION_PRICE} FROM s
       )
       INSERT INTO ${SERVICE_TABLES.servings} (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, status, tong_tien, tong_thanh_toan,
                                               ma_kh, created_by)
       SELECT stt_rec_sd, 'SD1', 'SD' || lpad(n::text, 8, '0'), ngay, ma_dvcs, '${POSTED}', ${SESSION_PRICE},
              ${SESSION_PRICE}, ma_kh, 'bench'
         FROM s`,
    ),
  );
  await timed(log, "each package's sessions and value, the sums of its ledger", () =>
    c.query(
      `UPDATE ${SERVICE_TABLES.packages} p SET so_buoi_con = l.so_buoi, tien_con = l.tien
         FROM (SELECT stt_rec_goi, sum(so_buoi)::int AS so_buoi, sum(tien) AS tien FROM ${SERVICE_TABLES.ledger}
                GROUP BY stt_rec_goi) l
        WHERE l.stt_rec_goi = p.stt_rec_goi`,
    ),
  );
  await rebuild(log);
}

/** A room's bookings: six a day from 08:00, 75 minutes each, 15 minutes apart; the room's own employee serving. */
export const BOOKINGS_A_DAY = 6;

/** Room bookings from 60 days ago to 30 days ahead in every room of every branch, from nothing. */
export async function fillRoomOrders(db: TenantDb, fill: SalesFill) {
  const c = db.$client;
  await c.query("TRUNCATE online_bookings, room_orders");
  await timed(fill.log, "room orders", () =>
    c.query(
      `INSERT INTO room_orders (ma_phong, ma_kh, ma_nv, bat_dau, ket_thuc, trang_thai, ma_dvcs, created_by)
       SELECT 'PB' || lpad(b::text, 2, '0') || lpad(r::text, 2, '0'), ${customerSql("b * 7919 + r * 104729 + d * 31 + s", fill.customers)},
              ${employeeSql("b", "r")}, t, t + interval '75 minutes',
              CASE WHEN d < 0 THEN '${ROOM_ORDER_STATE.done}' ELSE '${ROOM_ORDER_STATE.booked}' END, ${branchSql("b")}, 'bench'
         FROM generate_series(1, $1::int) b, generate_series(0, ${ROOMS_PER_BRANCH - 1}) r, generate_series(-60, 30) d,
              generate_series(0, ${BOOKINGS_A_DAY - 1}) s,
              LATERAL (SELECT ((current_date + d)::timestamp + time '08:00' + s * interval '90 minutes')
                              AT TIME ZONE 'Asia/Ho_Chi_Minh' AS t) x`,
      [fill.branches],
    ),
  );
}
