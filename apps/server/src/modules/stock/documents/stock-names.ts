import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";

/** The names a printed 01-VT / 02-VT needs beside the codes: warehouses, branch, products and units. */
export async function stockNames(db: TenantDb, doc: StoredDocument) {
  const { header, details } = doc;
  const kho = [header.ma_kho, header.ma_kho_nhan].filter((k): k is string => typeof k === "string");
  type Named = { code: string; name: string };
  const { rows } = await db.$client.query<{
    warehouses: Named[];
    branch: string | null;
    products: Named[];
    units: Named[];
  }>(
    prepared(
      `SELECT
       (SELECT coalesce(json_agg(json_build_object('code', ma_kho, 'name', ten_kho)), '[]') FROM warehouses
         WHERE ma_kho = ANY($1)) AS warehouses,
       (SELECT ten_dvcs FROM branches WHERE ma_dvcs = $2) AS branch,
       (SELECT coalesce(json_agg(json_build_object('code', ma_vt, 'name', ten_vt)), '[]') FROM products
         WHERE ma_vt = ANY($3)) AS products,
       (SELECT coalesce(json_agg(json_build_object('code', ma_dvt, 'name', ten_dvt)), '[]') FROM units
         WHERE ma_dvt = ANY($4)) AS units`,
      [kho, header.ma_dvcs, details.map((d) => d.ma_vt), details.map((d) => d.ma_dvt)],
    ),
  );
  const names = rows[0] ?? { warehouses: [], branch: null, products: [], units: [] };
  const byCode = (list: Named[]) => new Map(list.map((n) => [n.code, n.name]));
  const [warehouse, product, unit] = [byCode(names.warehouses), byCode(names.products), byCode(names.units)];
  return {
    header: {
      ten_kho: warehouse.get(String(header.ma_kho)) ?? "",
      ...(header.ma_kho_nhan ? { ten_kho_nhan: warehouse.get(String(header.ma_kho_nhan)) ?? "" } : {}),
      ten_dvcs: names.branch ?? "",
    },
    details: details.map((d) => ({ ten_vt: product.get(d.ma_vt) ?? "", ten_dvt: unit.get(d.ma_dvt) ?? d.ma_dvt })),
  };
}

/** The warehouses' names of a page of stock documents. */
export async function stockListNames(db: TenantDb, headers: DocumentRow[]): Promise<DocumentRow[]> {
  const codes = [...new Set(headers.flatMap((h) => [h.ma_kho, h.ma_kho_nhan]).filter((k) => typeof k === "string"))];
  const { rows } = await db.$client.query<{ ma_kho: string; ten_kho: string }>(
    "SELECT ma_kho, ten_kho FROM warehouses WHERE ma_kho = ANY($1)",
    [codes],
  );
  const name = new Map(rows.map((w) => [w.ma_kho, w.ten_kho]));
  return headers.map((h) => ({
    ten_kho: name.get(String(h.ma_kho)) ?? "",
    ...(h.ma_kho_nhan ? { ten_kho_nhan: name.get(String(h.ma_kho_nhan)) ?? "" } : {}),
  }));
}
