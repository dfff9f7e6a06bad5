import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";

/*
 * The names a serving shows beside its codes: the customer's, the room's, the warehouse's, the number of the service
 * bill that sold its lines paid now, and on each line the service's, the technician's and the number and size of the
 * package it uses.
 */

type Serving = StoredDocument<{ ma_vt: string; ma_nv?: unknown; stt_rec_goi?: unknown }>;

export async function servingNames(db: TenantDb, doc: Serving) {
  const { header, details } = doc;
  const { rows } = await db.$client.query<{ head: DocumentRow; lines: DocumentRow[] }>(
    prepared(
      `SELECT json_build_object(
                'ten_kh', (SELECT ten_kh FROM partners WHERE ma_kh = $1),
                'ten_phong', (SELECT ten_phong FROM rooms WHERE ma_phong = $2),
                'ten_kho', (SELECT ten_kho FROM warehouses WHERE ma_kho = $3),
                'so_ct_dv', (SELECT so_ct FROM service_bills WHERE stt_rec = $7)) AS head,
              coalesce((SELECT json_agg(json_build_object(
                'ten_vt', v.ten_vt, 'ten_nv', e.ten_nv, 'so_buoi_goi', p.so_buoi, 'so_ct_goi', p.so_ct)
                ORDER BY u.i)
                FROM unnest($4::text[], $5::text[], $6::uuid[]) WITH ORDINALITY AS u(ma_vt, ma_nv, goi, i)
                LEFT JOIN products v ON v.ma_vt = u.ma_vt
                LEFT JOIN employees e ON e.ma_nv = u.ma_nv
                LEFT JOIN service_packages p ON p.stt_rec_goi = u.goi), '[]') AS lines`,
      [
        header.ma_kh,
        header.ma_phong ?? null,
        header.ma_kho ?? null,
        details.map((l) => l.ma_vt),
        details.map((l) => (l.ma_nv as string | null) ?? null),
        details.map((l) => (l.stt_rec_goi as string | null) ?? null),
        header.stt_rec_dv ?? null,
      ],
    ),
  );
  const names = rows[0] as { head: DocumentRow; lines: DocumentRow[] };
  // Posting a serving gives its bill after these names are asked: theirs is not to hide the posting's.
  if (names.head.so_ct_dv == null) delete names.head.so_ct_dv;
  return { header: names.head, details: names.lines };
}

/** The customer's and the room's names beside each serving of a list. */
export async function servingListNames(db: TenantDb, headers: DocumentRow[]): Promise<DocumentRow[]> {
  const { rows } = await db.$client.query<{ ten_kh: string | null; ten_phong: string | null }>(
    prepared(
      `SELECT k.ten_kh, r.ten_phong FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(ma_kh, ma_phong, i)
       LEFT JOIN partners k ON k.ma_kh = u.ma_kh LEFT JOIN rooms r ON r.ma_phong = u.ma_phong ORDER BY u.i`,
      [headers.map((h) => String(h.ma_kh)), headers.map((h) => (h.ma_phong as string | null) ?? null)],
    ),
  );
  return rows.map((r) => ({ ten_kh: r.ten_kh ?? "", ten_phong: r.ten_phong ?? "" }));
}
