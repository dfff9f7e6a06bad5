import { DOCUMENT_STATUS } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import type { SourceLine } from "../source-lines.js";

/** A bill as a return reads it. */
export interface ReturnedBill {
  stt_rec: string;
  so_ct: string;
  ngay_ct: string;
  ma_dvcs: string;
  ma_kho: string;
  ma_kh: string | null;
  status: string;
}

/** A bill's line with what its posted returns took back of it (quantities in the line's unit), and its cost. */
export type BillLine = SourceLine & {
  tien_von: string;
  returned_von: string;
};

/**
 * The bill a return names, locked against a concurrent return or cancel when `lock` (at posting). NO KEY UPDATE:
 * a return being saved holds the bill's key (its foreign key), which a FOR UPDATE would wait on, deadlocking two
 * returns of one bill.
 */
export async function billOf(db: TenantDb, stt_rec: string, lock = false): Promise<ReturnedBill | undefined> {
  const { rows } = await db.$client.query<ReturnedBill>(
    prepared(
      `SELECT stt_rec, so_ct, ngay_ct::text, ma_dvcs, ma_kho, ma_kh, status FROM retail_orders WHERE stt_rec = $1${
        lock ? " FOR NO KEY UPDATE" : ""
      }`,
      [stt_rec],
    ),
  );
  return rows[0];
}

/** The bill's lines, each with the quantity, discount and cost its posted returns took back. */
export async function billLines(db: TenantDb, stt_rec: string): Promise<BillLine[]> {
  const { rows } = await db.$client.query<BillLine>(
    prepared(
      `WITH back AS (
         SELECT d.line_hd, sum(d.so_luong) AS q, sum(d.ck) AS ck, sum(d.tien_von) AS von
         FROM sales_returns h JOIN sales_return_details d ON d.stt_rec = h.stt_rec
         WHERE h.stt_rec_hd = $1 AND h.status = $2 GROUP BY d.line_hd
       )
       SELECT l.line, l.ma_vt, l.ma_dvt, l.so_luong::text, l.gia::text, l.ck::text, l.thue_suat::text, l.he_so::text,
              l.xuat_kho, l.tien_von::text, coalesce(b.q, 0)::text AS done, coalesce(b.ck, 0)::text AS done_ck,
              coalesce(b.von, 0)::text AS returned_von
       FROM retail_order_details l LEFT JOIN back b ON b.line_hd = l.line
       WHERE l.stt_rec = $1 ORDER BY l.line`,
      [stt_rec, DOCUMENT_STATUS.posted],
    ),
  );
  return rows;
}

/** Refuses to cancel a bill some of whose goods came back on a posted return (cancel the return first). */
export async function refuseReturnedBill(db: TenantDb, stt_rec: string) {
  const { rows } = await db.$client.query<{ so_ct: string }>(
    prepared("SELECT so_ct FROM sales_returns WHERE stt_rec_hd = $1 AND status = $2 ORDER BY so_ct", [
      stt_rec,
      DOCUMENT_STATUS.posted,
    ]),
  );
  if (rows.length === 0) return;
  const numbers = rows.map((r) => r.so_ct).join(", ");
  throw invalidInput({
    status: bilingual(
      `Hóa đơn đã có phiếu trả hàng ${numbers}: hủy phiếu trả hàng trước`,
      `The bill has returns ${numbers}: cancel them first`,
    ),
  });
}
