import type { TenantDb } from "../db/tenant-db.js";
import type { ReportLine, StoredDocument } from "./document-kind.js";

const text = (v: string | null | undefined) => (v === undefined || v === null || v === "" ? null : v);

/**
 * Writes the report lines of a document being posted, dated and placed as its header, each line's VAT its rate of the
 * amount less discount rounded to the đồng's hundredth as the sales reports always computed it, and `tong` the three
 * together. Sent without waiting (`later`): nothing in the posting reads them.
 */
export function writeReportLines(db: TenantDb, header: StoredDocument["header"], lines: readonly ReportLine[]) {
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

/** Takes a cancelled document's lines out of the reports. */
export function dropReportLines(db: TenantDb, stt_rec: string) {
  db.later("DELETE FROM report_lines WHERE stt_rec = $1", [stt_rec]);
}
