import { DOCUMENT_STATUS } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";

/** A receipt as the checks see it: its header (`stt_rec_dh` the purchase order it receives, if any) and lines. */
export interface ReceiptForCheck {
  stt_rec?: string;
  header: DocumentRow;
  details: DocumentRow[];
}

/** A rule another module adds to receipts: throws (422 naming the line) to refuse the save or the posting. */
export type ReceiptOrderCheck = (db: TenantDb, receipt: ReceiptForCheck, stage: "save" | "post") => Promise<void>;

const checks = new Set<ReceiptOrderCheck>();

/** Rules on receipts made from other documents (purchasing refuses receiving more than is still to come). */
export const receiptOrderChecks = {
  /** Adds a rule; returns what removes it. */
  register(check: ReceiptOrderCheck): () => void {
    checks.add(check);
    return () => checks.delete(check);
  },
  async run(db: TenantDb, receipt: ReceiptForCheck, stage: "save" | "post"): Promise<void> {
    for (const check of checks) await check(db, receipt, stage);
  },
};

/** The base quantities posted receipts of a purchase order received, per product. */
export async function receivedForOrder(
  db: TenantDb,
  stt_rec_dh: string,
): Promise<{ ma_vt: string; so_luong: number }[]> {
  const { rows } = await db.$client.query<{ ma_vt: string; so_luong: string }>(
    `SELECT d.ma_vt, sum(d.so_luong_qd)::text AS so_luong
     FROM receipt_orders h JOIN receipt_order_details d ON d.stt_rec = h.stt_rec
     WHERE h.stt_rec_dh = $1 AND h.status = $2 GROUP BY d.ma_vt ORDER BY d.ma_vt`,
    [stt_rec_dh, DOCUMENT_STATUS.posted],
  );
  return rows.map((r) => ({ ma_vt: r.ma_vt, so_luong: Number(r.so_luong) }));
}
