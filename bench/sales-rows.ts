import { DOCUMENT_STATUS, PAYMENT_KIND, PAYMENT_TYPE } from "@sen/core";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import { emptyAllForLoading } from "./stock-loading.js";

/*
 * The sales bench's shop: `branches` branches (CN01…CN50), each with a warehouse, 20 employees and 10 rooms; 2,000 goods
 * and 40 services (ten of them packages of 10 sessions); and two years of posted retail bills with their lines and a
 * return for one bill in a hundred, in plain SQL, each bill's totals the sums of its lines as posting writes them.
 */

export interface SalesFill {
  bills: number;
  branches: number;
  customers: number;
  /** Days the bills spread over, ending today. */
  days: number;
  log: (line: string) => void;
}

export const SALES_TABLES = {
  bills: "retail_orders",
  lines: "retail_order_details",
  returns: "sales_returns",
  returnLines: "sales_return_details",
} as const;

const POSTED = DOCUMENT_STATUS.posted;
const BILLS_PER_STATEMENT = 200_000;
export const EMPLOYEES_PER_BRANCH = 20;
export const ROOMS_PER_BRANCH = 10;
const GOODS = 2000;
const SERVICES = 40;
export const PACKAGE_SESSIONS = 10;

/** Branch `b` (1-based, a SQL expression): CN01… */
export const branchSql = (b: string) => `'CN' || lpad((${b})::text, 2, '0')`;
/** Employee `e` (0-based) of branch `b`: NVB01E00… */
export const employeeSql = (b: string, e: string) =>
  `'NVB' || lpad((${b})::text, 2, '0') || 'E' || lpad((${e})::text, 2, '0')`;
/** Service `s` (1-based): DVB01…; the ten first are packages of `PACKAGE_SESSIONS` sessions. */
export const serviceSql = (s: string) => `'DVB' || lpad((${s})::text, 2, '0')`;
export const customerSql = (i: string, customers: number) => `'KH' || lpad((1 + (${i}) % ${customers})::text, 7, '0')`;

/** Branches, their warehouses, employees and rooms, the goods and services: inserted unless there already. */
export async function fillShop(db: TenantDb, branches: number) {
  const c = db.$client;
  await c.query(
    `INSERT INTO branches (ma_dvcs, ten_dvcs, created_by)
     SELECT ${branchSql("b")}, 'Chi nhánh ' || b, 'bench' FROM generate_series(1, $1::int) b ON CONFLICT DO NOTHING`,
    [branches],
  );
  await c.query(
    `INSERT INTO warehouses (ma_kho, ten_kho, ma_dvcs, created_by)
     SELECT 'KB' || lpad(b::text, 2, '0'), 'Kho chi nhánh ' || b, ${branchSql("b")}, 'bench'
       FROM generate_series(1, $1::int) b ON CONFLICT DO NOTHING`,
    [branches],
  );
  await c.query(
    `INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by)
     SELECT ${employeeSql("b", "e")}, 'Kỹ thuật viên ' || b || '.' || e, ${branchSql("b")}, 'bench'
       FROM generate_series(1, $1::int) b, generate_series(0, $2::int - 1) e
      WHERE NOT EXISTS (SELECT 1 FROM employees x WHERE x.ma_nv = ${employeeSql("b", "e")})`,
    [branches, EMPLOYEES_PER_BRANCH],
  );
  await c.query(
    `INSERT INTO rooms (ma_dvcs, ma_phong, ten_phong, so_giuong, created_by)
     SELECT ${branchSql("b")}, 'PB' || lpad(b::text, 2, '0') || lpad(r::text, 2, '0'), 'Phòng ' || r, 1 + r % 3, 'bench'
       FROM generate_series(1, $1::int) b, generate_series(0, $2::int - 1) r ON CONFLICT DO NOTHING`,
    [branches, ROOMS_PER_BRANCH],
  );
  await c.query(
    `INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, gia_ban, so_buoi, created_by)
     SELECT 'SPB' || lpad(g::text, 4, '0'), 'Sản phẩm chăm sóc ' || g, 'CAI', 'HH', false, 50000 + (g % 40) * 10000, NULL, 'bench'
       FROM generate_series(1, $1::int) g
     UNION ALL
     SELECT ${serviceSql("s")}, CASE WHEN s <= 10 THEN 'Liệu trình ' || s ELSE 'Dịch vụ ' || s END,
            CASE WHEN s <= 10 THEN 'GOI' ELSE 'LAN' END, 'DV', false,
            CASE WHEN s <= 10 THEN 3000000 ELSE 150000 + s * 10000 END, CASE WHEN s <= 10 THEN $3::int END, 'bench'
       FROM generate_series(1, $2::int) s
     ON CONFLICT DO NOTHING`,
    [GOODS, SERVICES, PACKAGE_SESSIONS],
  );
}

const step = async (log: (line: string) => void, what: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * `bills` posted retail bills over the last `days` days and `branches` branches, 1 to 4 lines each (goods and single
 * services, 8 % or 10 % VAT, one line in five discounted), paid in cash or by transfer; then a return of the first line
 * of one bill in a hundred, a few days later.
 */
export async function fillBills(db: TenantDb, fill: SalesFill) {
  const { bills, branches, customers, days, log } = fill;
  const c = db.$client;
  const rebuild = await emptyAllForLoading(db, Object.values(SALES_TABLES));
  await c.query("SET LOCAL synchronous_commit = off");
  for (let from = 1; from <= bills; from += BILLS_PER_STATEMENT) {
    const to = Math.min(bills, from + BILLS_PER_STATEMENT - 1);
    await step(log, `bills ${from.toLocaleString("en")}–${to.toLocaleString("en")}`, () =>
      c.query(
        `WITH b AS (
           SELECT i, md5('bench-bill-' || i)::uuid AS stt_rec, 1 + i % $3::int AS br,
                  current_date - ($4::int - 1) + ((i - 1)::bigint * $4 / $5)::int AS ngay
             FROM generate_series($1::int, $2::int) i
         ), l AS (
           SELECT b.*, k AS line,
                  CASE WHEN (i + k) % 3 = 0 THEN ${serviceSql("11 + (i * 7 + k) % 30")}
                       ELSE 'SPB' || lpad((1 + (i * 13 + k * 7) % ${GOODS})::text, 4, '0') END AS ma_vt,
                  CASE WHEN (i + k) % 3 = 0 THEN 'LAN' ELSE 'CAI' END AS ma_dvt,
                  1 + (i + k) % 3 AS so_luong, (50 + (i * 11 + k) % 40) * 10000 AS gia,
                  CASE WHEN (i + k) % 5 = 0 THEN 10000 ELSE 0 END AS ck, CASE WHEN k % 2 = 0 THEN 10 ELSE 8 END AS thue_suat
             FROM b, generate_series(1, 1 + b.i % 4) k
         ), lines AS (
           INSERT INTO ${SALES_TABLES.lines} (stt_rec, line, ma_vt, ma_dvt, so_luong, gia, tien, ck, thue_suat, he_so, so_luong_qd)
           SELECT stt_rec, line, ma_vt, ma_dvt, so_luong, gia, so_luong * gia, ck, thue_suat, 1, so_luong FROM l
         ), t AS (
           SELECT stt_rec, i, br, ngay, sum(so_luong * gia) AS tien, sum(ck) AS ck,
                  sum(round((so_luong * gia - ck) * thue_suat / 100, 2)) AS thue
             FROM l GROUP BY stt_rec, i, br, ngay
         )
         INSERT INTO ${SALES_TABLES.bills} (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, status, tong_tien, tong_ck, tong_thue,
                                            tong_thanh_toan, ma_kho, ma_kh, ma_nvbh, payments, created_at, created_by)
         SELECT stt_rec, 'HD1', 'HD' || lpad(i::text, 8, '0'), ngay, ${branchSql("br")}, '${POSTED}', tien, ck, thue,
                tien - ck + thue, 'KB' || lpad(br::text, 2, '0'),
                CASE WHEN i % 5 < 3 THEN ${customerSql("i", customers)} END, ${employeeSql("br", `i % ${EMPLOYEES_PER_BRANCH}`)},
                jsonb_build_array(jsonb_build_object(
                  'ma_httt', CASE WHEN i % 4 = 0 THEN '${PAYMENT_TYPE.transfer}' ELSE '${PAYMENT_TYPE.cash}' END,
                  'loai_tt', CASE WHEN i % 4 = 0 THEN '${PAYMENT_KIND.transfer}' ELSE '${PAYMENT_KIND.cash}' END,
                  'tien', tien - ck + thue)),
                ngay + time '09:00' + make_interval(mins => i % 720), 'bench'
           FROM t`,
        [from, to, branches, days, bills],
      ),
    );
  }
  await step(log, "returns of one bill in a hundred", () =>
    c.query(
      `WITH r AS (
         SELECT h.*, md5('bench-return-' || h.stt_rec)::uuid AS stt_rec_tl, d.line, d.ma_vt, d.ma_dvt, d.so_luong, d.gia,
                d.tien, d.ck, d.thue_suat, round((d.tien - d.ck) * d.thue_suat / 100, 2) AS thue
           FROM ${SALES_TABLES.bills} h JOIN ${SALES_TABLES.lines} d ON d.stt_rec = h.stt_rec AND d.line = 1
          WHERE ('x' || substr(h.stt_rec::text, 1, 8))::bit(32)::int % 100 = 0 AND h.ngay_ct < current_date - 3
       ), lines AS (
         INSERT INTO ${SALES_TABLES.returnLines} (stt_rec, line, line_hd, ma_vt, ma_dvt, so_luong, gia, tien, ck, thue_suat, he_so, so_luong_qd)
         SELECT stt_rec_tl, 1, 1, ma_vt, ma_dvt, so_luong, gia, tien, ck, thue_suat, 1, so_luong FROM r
       )
       INSERT INTO ${SALES_TABLES.returns} (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, status, tong_tien, tong_ck, tong_thue,
                                            tong_thanh_toan, stt_rec_hd, so_ct_hd, ma_kho, ma_kh, payments, created_by)
       SELECT stt_rec_tl, 'TL1', 'TL' || substr(so_ct, 3), ngay_ct + 3, ma_dvcs, '${POSTED}', tien, ck, thue, tien - ck + thue,
              stt_rec, so_ct, ma_kho, ma_kh,
              jsonb_build_array(jsonb_build_object('ma_httt', '${PAYMENT_TYPE.cash}', 'loai_tt', '${PAYMENT_KIND.cash}',
                                                   'tien', tien - ck + thue)), 'bench'
         FROM r`,
    ),
  );
  await rebuild(log);
}
