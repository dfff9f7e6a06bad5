import { COMMISSION_BASIS, COMMISSION_KIND, COMMISSION_ROLE } from "@sen/core";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import { SALES_TABLES } from "./sales-rows.js";
import { SERVICE_TABLES } from "./service-rows.js";
import { emptyAllForLoading } from "./stock-loading.js";

/*
 * The commission ledger of the sales bench, as posting would have written it under a spa's usual rules: the
 * salesperson's 5 % of every service sold (a retail bill's service lines, every service bill line), and for every
 * serving line its technician's 20,000 đồng commission a turn and 50,000 đồng wage a turn; then the rollup
 * (`commission_totals`) summed from it as the posting keeps it.
 */

export const COMMISSION_TABLES = ["commission_entries", "commission_totals"];

const [HH, TC] = [COMMISSION_KIND.HH, COMMISSION_KIND.TC];
const RATE = 5;
const TURN_COMMISSION = 20_000;
const TURN_WAGE = 50_000;

/** Commission entries and their rollup, from nothing, for the documents the bench filled. */
export async function fillCommissions(db: TenantDb, log: (line: string) => void) {
  const c = db.$client;
  const rebuild = await emptyAllForLoading(db, COMMISSION_TABLES);
  await c.query("SET LOCAL synchronous_commit = off");
  const started = Date.now();
  const entry = `(stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, stt_rec_goc, line_goc, ma_nv, vai_tro, loai, ma_vt,
                  so_luong, doanh_so, tinh_ds, ma_quy_tac, cach_tinh, muc, tien)`;
  for (const [header, lines, service] of [
    [SALES_TABLES.bills, SALES_TABLES.lines, "d.ma_dvt = 'LAN'"],
    [SERVICE_TABLES.bills, SERVICE_TABLES.lines, "true"],
  ] as const) {
    await c.query(
      `INSERT INTO commission_entries ${entry}
       SELECT h.stt_rec, h.ma_ct, h.so_ct, h.ngay_ct, h.ma_dvcs, d.line, h.stt_rec, d.line, h.ma_nvbh,
              '${COMMISSION_ROLE.NVBH}', '${HH}', d.ma_vt, d.so_luong, d.tien - d.ck, true, 'HHB', '${COMMISSION_BASIS.TL}',
              ${RATE}, round((d.tien - d.ck) * ${RATE} / 100)
         FROM ${header} h JOIN ${lines} d ON d.stt_rec = h.stt_rec
        WHERE h.ma_nvbh IS NOT NULL AND ${service}`,
    );
  }
  await c.query(
    `INSERT INTO commission_entries ${entry}
     SELECT h.stt_rec, h.ma_ct, h.so_ct, h.ngay_ct, h.ma_dvcs, d.line, h.stt_rec, d.line, d.ma_nv, '${COMMISSION_ROLE.KTV}',
            k.loai, d.ma_vt, d.so_luong, d.tien, k.loai = '${HH}', CASE WHEN k.loai = '${HH}' THEN 'HHK' END,
            CASE WHEN k.loai = '${HH}' THEN '${COMMISSION_BASIS.TIEN}' END, k.muc, k.muc * d.so_luong
       FROM ${SERVICE_TABLES.servings} h JOIN ${SERVICE_TABLES.servingLines} d ON d.stt_rec = h.stt_rec,
            (VALUES ('${HH}', ${TURN_COMMISSION}), ('${TC}', ${TURN_WAGE})) k(loai, muc)
      WHERE d.ma_nv IS NOT NULL`,
  );
  const { rows } = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM commission_entries");
  log(`  ${rows[0]?.n.toLocaleString("en")} commission entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rebuild(log);
  await c.query(
    `INSERT INTO commission_totals (ngay_ct, ma_dvcs, ma_nv, doanh_so, hh_ban, hh_ktv, hh_tu_van, so_luot, tien_cong)
     SELECT ngay_ct, ma_dvcs, ma_nv, coalesce(sum(doanh_so) FILTER (WHERE tinh_ds), 0),
            coalesce(sum(tien) FILTER (WHERE loai = '${HH}' AND vai_tro = '${COMMISSION_ROLE.NVBH}'), 0),
            coalesce(sum(tien) FILTER (WHERE loai = '${HH}' AND vai_tro = '${COMMISSION_ROLE.KTV}'), 0),
            coalesce(sum(tien) FILTER (WHERE loai = '${HH}' AND vai_tro = '${COMMISSION_ROLE.NVTV}'), 0),
            coalesce(sum(so_luong) FILTER (WHERE loai = '${TC}'), 0),
            coalesce(sum(tien) FILTER (WHERE loai = '${TC}'), 0)
       FROM commission_entries GROUP BY ngay_ct, ma_dvcs, ma_nv`,
  );
}
