import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";

interface ProgramRow {
  ma_ctkm: string;
  ten_ctkm: string;
  tu_ngay: string;
  den_ngay: string | null;
  ma_dvcs_ctkm: string | null;
}

/**
 * Beside each rule document, its program's name, days and branch (`ma_dvcs_ctkm`; none: every branch), whether the
 * program is still in use or not, and the name of the document's branch: what the lists and the form show.
 */
export async function programsOf(db: TenantDb, headers: DocumentRow[]): Promise<DocumentRow[]> {
  const { rows } = await db.$client.query<ProgramRow & { ma_dvcs: string; ten_dvcs: string | null }>(
    prepared(
      `SELECT h.ma_dvcs, b.ten_dvcs, p.ten_ctkm, p.tu_ngay::text, p.den_ngay::text, p.ma_dvcs AS ma_dvcs_ctkm
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS h(ma_ctkm, ma_dvcs, i)
       LEFT JOIN promotions p ON p.ma_ctkm = h.ma_ctkm
       LEFT JOIN branches b ON b.ma_dvcs = h.ma_dvcs
       ORDER BY h.i`,
      [headers.map((h) => String(h.ma_ctkm)), headers.map((h) => String(h.ma_dvcs))],
    ),
  );
  return rows.map((r) => ({
    ten_dvcs: r.ten_dvcs ?? "",
    ten_ctkm: r.ten_ctkm ?? "",
    tu_ngay: r.tu_ngay,
    den_ngay: r.den_ngay,
    ma_dvcs_ctkm: r.ma_dvcs_ctkm,
  }));
}

/** A rule document's names: its program's (as `programsOf`), and on each line the items bought and given. */
export async function describeRules(db: TenantDb, doc: StoredDocument<DocumentRow>) {
  const codes = doc.details.flatMap((l) => [l.ma_vt, l.ma_vt_tang].filter((c): c is string => typeof c === "string"));
  const [[header], items] = await Promise.all([
    programsOf(db, [doc.header]),
    db.$client.query<{ ma_vt: string; ten_vt: string }>(
      prepared("SELECT ma_vt, ten_vt FROM products WHERE ma_vt = ANY($1)", [[...new Set(codes)]]),
    ),
  ]);
  const name = new Map(items.rows.map((p) => [p.ma_vt, p.ten_vt]));
  const nameOf = (code: unknown) => (typeof code === "string" ? (name.get(code) ?? "") : null);
  return {
    header: header ?? {},
    details: doc.details.map((l) => ({
      ...(l.ma_vt === undefined ? {} : { ten_vt: nameOf(l.ma_vt) }),
      ten_vt_tang: nameOf(l.ma_vt_tang),
    })),
  };
}
