import { fromFixed, REPORT_LINE_GROUP, toFixed } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow, ReportLine, StoredDocument } from "../../../platform/documents/document-kind.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";

/*
 * What each sales document puts in the report lines (`report_lines`) when it posts: a bill's and a service bill's
 * lines for their customer and salesperson, a return's taking away for its bill's salesperson, a serving's sessions
 * for the employee who performed them.
 */

type Doc = StoredDocument<DocumentRow>;
type Line = Doc["details"][number];

const code = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/** A goods line as stored, for `ma_kh` by `ma_nv`. */
const soldLine = (l: Line, ma_kh: unknown, ma_nv: unknown, sign: 1 | -1 = 1): ReportLine => ({
  line: l.line,
  ma_vt: String(l.ma_vt),
  ma_kh: code(ma_kh),
  ma_nv: code(ma_nv),
  so_luong: String(l.so_luong),
  tien: String(l.tien ?? 0),
  ck: String(l.ck ?? 0),
  thue_suat: String(l.thue_suat ?? 0),
  sign,
});

/** A retail bill's lines (HD1), for its customer and salesperson. */
export const billReportLines = (_db: TenantDb, doc: Doc) =>
  doc.details.map((l) => soldLine(l, doc.header.ma_kh, doc.header.ma_nvbh));

/** What a service bill's line sells: package money, packages of sessions, or a single service (nothing). */
const serviceGroup = (l: Line) =>
  l.goi_tien === true ? REPORT_LINE_GROUP.packageMoney : Number(l.so_buoi ?? 1) > 1 ? REPORT_LINE_GROUP.package : null;

/** A service bill's lines (DV1): a line selling packages or package money says so (`nhom`). */
export const serviceBillReportLines = (_db: TenantDb, doc: Doc) =>
  doc.details.map((l) => ({ ...soldLine(l, doc.header.ma_kh, doc.header.ma_nvbh), nhom: serviceGroup(l) }));

/** A return's lines (TL1), negative, counted against the salesperson of the bill they come back from. */
export async function returnReportLines(db: TenantDb, doc: Doc) {
  const { rows } = await db.$client.query<{ ma_nvbh: string | null }>(
    prepared("SELECT ma_nvbh FROM retail_orders WHERE stt_rec = $1", [doc.header.stt_rec_hd]),
  );
  return doc.details.map((l) => soldLine(l, doc.header.ma_kh, rows[0]?.ma_nvbh, -1));
}

/**
 * A serving's lines (SD1): sessions used by the employee who performed them, their value recognised (what the package
 * gave and what the customer owes for the sessions it lacked).
 */
export const servingReportLines = (_db: TenantDb, doc: Doc) =>
  doc.details.map(
    (l): ReportLine => ({
      line: l.line,
      ma_vt: String(l.ma_vt),
      ma_kh: code(doc.header.ma_kh),
      ma_nv: code(l.ma_nv),
      so_luong: String(l.so_luong),
      tien: fromFixed(toFixed(String(l.tien ?? 0), MONEY) + toFixed(String(l.tien_no ?? 0), MONEY), MONEY),
    }),
  );
