import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";

/*
 * The names a no-name card document shows and prints beside its codes: its branch's and the receiving branch's,
 * the customer's, and each line's card type.
 */

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** The other branch a document names, under the name of its role: where a transfer sends, where a receive comes from. */
function otherBranch(header: DocumentRow) {
  const from = text(header.ma_dvcs_chuyen);
  return from ? { code: from, key: "ten_dvcs_chuyen" } : { code: text(header.ma_dvcs_nhan), key: "ten_dvcs_nhan" };
}

export async function noNameNames(db: TenantDb, doc: StoredDocument<DocumentRow>) {
  const other = otherBranch(doc.header);
  const { rows } = await db.$client.query<{
    ten_dvcs: string | null;
    ten_khac: string | null;
    ten_kh: string | null;
    loai: Record<string, string>;
  }>(
    prepared(
      `SELECT (SELECT ten_dvcs FROM branches WHERE ma_dvcs = $1) AS ten_dvcs,
              (SELECT ten_dvcs FROM branches WHERE ma_dvcs = $2) AS ten_khac,
              (SELECT ten_kh FROM partners WHERE ma_kh = $3) AS ten_kh,
              (SELECT coalesce(json_object_agg(ma_loai, ten_loai), '{}') FROM no_name_types WHERE ma_loai = ANY($4)) AS loai`,
      [
        doc.header.ma_dvcs,
        other.code,
        text(doc.header.ma_kh),
        [...new Set([doc.header.ma_loai, ...doc.details.map((l) => l.ma_loai)].filter(text))],
      ],
    ),
  );
  const found = rows[0];
  const types = found?.loai ?? {};
  return {
    header: {
      ten_dvcs: found?.ten_dvcs ?? "",
      [other.key]: found?.ten_khac ?? "",
      ten_kh: found?.ten_kh ?? "",
      ...(doc.header.ma_loai ? { ten_loai: types[String(doc.header.ma_loai)] ?? "" } : {}),
    },
    details: doc.details.map((l) => (l.ma_loai ? { ten_loai: types[String(l.ma_loai)] ?? "" } : {})),
  };
}

/** The customer's and the other branch's names beside each row of a list. */
export async function noNameListNames(db: TenantDb, headers: DocumentRow[]): Promise<DocumentRow[]> {
  const { rows } = await db.$client.query<{ kh: Record<string, string>; cn: Record<string, string> }>(
    `SELECT (SELECT coalesce(json_object_agg(ma_kh, ten_kh), '{}') FROM partners WHERE ma_kh = ANY($1)) AS kh,
            (SELECT coalesce(json_object_agg(ma_dvcs, ten_dvcs), '{}') FROM branches) AS cn`,
    [[...new Set(headers.map((h) => text(h.ma_kh)).filter((c) => c !== null))]],
  );
  const { kh = {}, cn = {} } = rows[0] ?? {};
  return headers.map((h) => {
    const other = otherBranch(h);
    return { ten_kh: kh[String(h.ma_kh)] ?? "", [other.key]: other.code ? (cn[other.code] ?? "") : "" };
  });
}
