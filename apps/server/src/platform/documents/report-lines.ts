import { PAYMENT_KIND_OPTIONS } from "@sen/core";
import type { TenantDb } from "../db/tenant-db.js";
import type { ReportLine, StoredDocument } from "./document-kind.js";

const text = (v: string | null | undefined) => (v === undefined || v === null || v === "" ? null : v);

/**
 * Writes the report lines of a document being posted, dated and placed as its header, each line's VAT its rate of the
 * amount less discount rounded to the đồng's hundredth as the sales reports always computed it, and `tong` the three
 * together. Sent without waiting (`later`): nothing in the posting reads them.
 */
export function writeReportLines(db: TenantDb, header: StoredDocument["header"], lines: readonly ReportLine[]) {
  if (Array.isArray(header.payments)) writeReportPayments(db, header);
  if (lines.length === 0) return;
  db.later(
    `INSERT INTO report_lines (stt_rec, ma_ct, ngay_ct, ma_dvcs, line, ma_kh, ma_nv, ma_vt, nhom, so_luong, tien, ck,
                               thue, tong)
     SELECT $1, $2, $3, $4, u.line, u.ma_kh, u.ma_nv, u.ma_vt, u.nhom, u.sign * u.so_luong, u.sign * u.tien,
            u.sign * u.ck, u.sign * round((u.tien - u.ck) * u.thue_suat / 100, 2),
            u.sign * (u.tien - u.ck + round((u.tien - u.ck) * u.thue_suat / 100, 2))
       FROM unnest($5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::numeric[], $11::numeric[],
                   $12::numeric[], $13::numeric[], $14::int[])
         AS u(line, ma_kh, ma_nv, ma_vt, nhom, so_luong, tien, ck, thue_suat, sign)`,
    [
      header.stt_rec,
      header.ma_ct,
      header.ngay_ct,
      header.ma_dvcs,
      lines.map((l) => l.line),
      lines.map((l) => text(l.ma_kh)),
      lines.map((l) => text(l.ma_nv)),
      lines.map((l) => l.ma_vt),
      lines.map((l) => text(l.nhom)),
      lines.map((l) => String(l.so_luong)),
      lines.map((l) => String(l.tien)),
      lines.map((l) => String(l.ck ?? 0)),
      lines.map((l) => String(l.thue_suat ?? 0)),
      lines.map((l) => l.sign ?? 1),
    ],
  );
}

/** Each payment kind's sum, of `x`, an element of the document's `payments`: a column of `report_payments` each. */
const KINDS = PAYMENT_KIND_OPTIONS.map(({ value }) => value);
const byKind = KINDS.map(
  (value) => `coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = '${value}'), 0)`,
).join(", ");

/** The money of a document that takes payments: its payments by kind and in all, its change and what it left owing. */
function writeReportPayments(db: TenantDb, header: StoredDocument["header"]) {
  db.later(
    `INSERT INTO report_payments (stt_rec, ma_ct, ngay_ct, ma_dvcs, ma_kh, ${KINDS.join(", ")}, tien, tien_thoi, con_no)
     SELECT $1, $2, $3, $4, $5, ${byKind}, coalesce(sum((x->>'tien')::numeric), 0), $7, $8
       FROM jsonb_array_elements($6::jsonb) x`,
    [
      header.stt_rec,
      header.ma_ct,
      header.ngay_ct,
      header.ma_dvcs,
      text(header.ma_kh as string | null | undefined),
      JSON.stringify(header.payments),
      String(header.tien_thoi ?? 0),
      String(header.con_no ?? 0),
    ],
  );
}

/** Takes a cancelled document's lines and money out of the reports. */
export function dropReportLines(db: TenantDb, stt_rec: string) {
  db.later("DELETE FROM report_lines WHERE stt_rec = $1", [stt_rec]);
  db.later("DELETE FROM report_payments WHERE stt_rec = $1", [stt_rec]);
}
