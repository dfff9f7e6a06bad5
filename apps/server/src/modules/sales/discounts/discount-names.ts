import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";

const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Beside each discount document, the names of its codes: its branch, the branch it applies in (`ten_dvcs_ck`; none:
 * every branch), its customer and its customer group; what the lists and the form show.
 */
export async function discountNames(db: TenantDb, headers: DocumentRow[]): Promise<DocumentRow[]> {
  const { rows } = await db.$client.query<{
    ten_dvcs: string | null;
    ten_dvcs_ck: string | null;
    ten_kh: string | null;
    ten_nh: string | null;
  }>(
    prepared(
      `SELECT b.ten_dvcs, a.ten_dvcs AS ten_dvcs_ck, p.ten_kh, g.ten_nh
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS h(ma_dvcs, ma_dvcs_ck, ma_kh, nh_kh, i)
       LEFT JOIN branches b ON b.ma_dvcs = h.ma_dvcs
       LEFT JOIN branches a ON a.ma_dvcs = h.ma_dvcs_ck
       LEFT JOIN partners p ON p.ma_kh = h.ma_kh
       LEFT JOIN customer_groups g ON g.ma_nh = h.nh_kh
       ORDER BY h.i`,
      [
        headers.map((h) => String(h.ma_dvcs)),
        headers.map((h) => text(h.ma_dvcs_ck)),
        headers.map((h) => text(h.ma_kh)),
        headers.map((h) => text(h.nh_kh)),
      ],
    ),
  );
  return rows.map((r) => ({
    ten_dvcs: r.ten_dvcs ?? "",
    ten_dvcs_ck: r.ten_dvcs_ck,
    ten_kh: r.ten_kh,
    ten_nh: r.ten_nh,
  }));
}

/** A discount document's names: its header's (as `discountNames`), and on each line its item's or item group's. */
export async function describeDiscount(db: TenantDb, doc: StoredDocument<DocumentRow>) {
  const codes = (key: string) => [...new Set(doc.details.map((l) => text(l[key])).filter((c) => c !== null))];
  const [[header], names] = await Promise.all([
    discountNames(db, [doc.header]),
    db.$client.query<{ loai: "vt" | "nh"; ma: string; ten: string }>(
      prepared(
        `SELECT 'vt' AS loai, ma_vt AS ma, ten_vt AS ten FROM products WHERE ma_vt = ANY($1)
         UNION ALL SELECT 'nh', ma_nhom, ten_nhom FROM product_groups WHERE ma_nhom = ANY($2)`,
        [codes("ma_vt"), codes("nh_vt")],
      ),
    ),
  ]);
  const name = (loai: string, code: unknown) =>
    typeof code === "string" ? (names.rows.find((r) => r.loai === loai && r.ma === code)?.ten ?? "") : null;
  return {
    header: header ?? {},
    details: doc.details.map((l) => ({ ten_vt: name("vt", l.ma_vt), ten_nhom: name("nh", l.nh_vt) })),
  };
}
