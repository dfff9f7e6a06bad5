import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { stockListNames, stockNames } from "../../stock/documents/stock-names.js";

/*
 * The names a sales document (a bill, a return) shows beside its codes: the warehouse's, the products', and the
 * customer's.
 */

/**
 * The customer's name beside the warehouse's and the products' (the receipt prints it), and the number of the sales
 * order a bill delivers.
 */
export async function billNames(db: TenantDb, doc: StoredDocument) {
  const [names, customer, order] = await Promise.all([
    stockNames(db, doc),
    doc.header.ma_kh
      ? db.$client.query<{ ten_kh: string }>(
          prepared("SELECT ten_kh FROM partners WHERE ma_kh = $1", [doc.header.ma_kh]),
        )
      : undefined,
    doc.header.stt_rec_dh
      ? db.$client.query<{ so_ct: string }>(
          prepared("SELECT so_ct FROM sale_orders WHERE stt_rec = $1", [doc.header.stt_rec_dh]),
        )
      : undefined,
  ]);
  const ten_kh = customer?.rows[0]?.ten_kh ?? "";
  return { ...names, header: { ...names.header, ten_kh, ...(order ? { so_ct_dh: order.rows[0]?.so_ct ?? "" } : {}) } };
}

export async function billListNames(db: TenantDb, headers: DocumentRow[]): Promise<DocumentRow[]> {
  const codes = [...new Set(headers.map((h) => h.ma_kh).filter((c): c is string => typeof c === "string"))];
  const [warehouses, customers] = await Promise.all([
    stockListNames(db, headers),
    db.$client.query<{ ma_kh: string; ten_kh: string }>("SELECT ma_kh, ten_kh FROM partners WHERE ma_kh = ANY($1)", [
      codes,
    ]),
  ]);
  const name = new Map(customers.rows.map((c) => [c.ma_kh, c.ten_kh]));
  return headers.map((h, i) => ({ ...warehouses[i], ten_kh: name.get(String(h.ma_kh)) ?? "" }));
}
