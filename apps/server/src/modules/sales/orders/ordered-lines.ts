import { DOCUMENT_STATUS } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { SourceLine } from "../source-lines.js";

/** A sales order as its deliveries read it, with the deposit its posted bills (other than `except`) took. */
export interface DeliveredOrder {
  stt_rec: string;
  so_ct: string;
  status: string;
  ma_kh: string;
  ma_kho: string;
  tien_coc: string;
  coc_da_tru: string;
}

/**
 * The order a bill delivers, locked at posting (`lock`) so two bills of it are checked one after the other. NO KEY
 * UPDATE: a bill being saved holds the order's key (its foreign key), which a FOR UPDATE would wait on.
 */
export async function orderOf(
  db: TenantDb,
  stt_rec: string,
  lock = false,
  except: string | null = null,
): Promise<DeliveredOrder | undefined> {
  const { rows } = await db.$client.query<DeliveredOrder>(
    prepared(
      `SELECT o.stt_rec, o.so_ct, o.status, o.ma_kh, o.ma_kho, o.tien_coc::text,
              (SELECT coalesce(sum(b.tien_coc), 0) FROM retail_orders b
               WHERE b.stt_rec_dh = o.stt_rec AND b.status = $2 AND b.stt_rec IS DISTINCT FROM $3::uuid)::text AS coc_da_tru
       FROM sale_orders o WHERE o.stt_rec = $1${lock ? " FOR NO KEY UPDATE OF o" : ""}`,
      [stt_rec, DOCUMENT_STATUS.posted, except],
    ),
  );
  return rows[0];
}

/** The order's lines, each with what its posted bills (other than `except`) delivered of it. */
export async function orderLines(db: TenantDb, stt_rec: string, except: string | null = null): Promise<SourceLine[]> {
  const { rows } = await db.$client.query<SourceLine>(
    prepared(
      `WITH done AS (
         SELECT d.line_dh, sum(d.so_luong) AS q, sum(d.ck) AS ck
         FROM retail_orders h JOIN retail_order_details d ON d.stt_rec = h.stt_rec
         WHERE h.stt_rec_dh = $1 AND h.status = $2 AND h.stt_rec IS DISTINCT FROM $3::uuid GROUP BY d.line_dh
       )
       SELECT l.line, l.ma_vt, l.ma_dvt, l.so_luong::text, l.gia::text, l.ck::text, l.thue_suat::text, l.he_so::text,
              l.xuat_kho, coalesce(done.q, 0)::text AS done, coalesce(done.ck, 0)::text AS done_ck
       FROM sale_order_details l LEFT JOIN done ON done.line_dh = l.line
       WHERE l.stt_rec = $1 ORDER BY l.line`,
      [stt_rec, DOCUMENT_STATUS.posted, except],
    ),
  );
  return rows;
}

/** The numbers of the posted bills that delivered the order. */
export async function deliveriesOf(db: TenantDb, stt_rec: string): Promise<string[]> {
  const { rows } = await db.$client.query<{ so_ct: string }>(
    prepared("SELECT so_ct FROM retail_orders WHERE stt_rec_dh = $1 AND status = $2 ORDER BY so_ct", [
      stt_rec,
      DOCUMENT_STATUS.posted,
    ]),
  );
  return rows.map((r) => r.so_ct);
}
