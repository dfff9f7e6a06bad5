import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";

/**
 * A package with every movement of its ledger, the oldest first, each with the sessions and value it left: what the
 * customer's 'Liệu trình' panel unfolds under a package. 404 for an unknown package.
 */
export async function packageHistory(db: TenantDb, stt_rec_goi: string) {
  const [head, moves] = await Promise.all([
    db.$client.query(
      prepared(
        `SELECT p.stt_rec_goi, p.ma_kh, p.ma_vt, v.ten_vt, p.so_buoi, p.so_buoi_con, p.tien::float8 AS tien,
                p.tien_con::float8 AS tien_con, p.ngay_ct::text, p.so_ct, p.stt_rec, p.huy
         FROM service_packages p LEFT JOIN products v ON v.ma_vt = p.ma_vt WHERE p.stt_rec_goi = $1`,
        [stt_rec_goi],
      ),
    ),
    db.$client.query(
      prepared(
        `SELECT id::int, stt_rec, ma_ct, so_ct, ngay_ct::text, ma_dvcs, loai, so_buoi, tien::float8 AS tien,
                (sum(so_buoi) OVER w)::int AS so_buoi_con, (sum(tien) OVER w)::float8 AS tien_con
         FROM package_ledger WHERE stt_rec_goi = $1
         WINDOW w AS (ORDER BY id ROWS UNBOUNDED PRECEDING)
         ORDER BY id`,
        [stt_rec_goi],
      ),
    ),
  ]);
  const pkg = head.rows[0];
  if (!pkg) throw new AppError(404, "record_not_found");
  return { ...pkg, items: moves.rows, total: moves.rows.length };
}
