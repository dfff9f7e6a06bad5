import { type Fixed, fromFixed, mulDiv, toFixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentKind, StoredDocument } from "../../../platform/documents/document-kind.js";
import { tableOf } from "../../../platform/documents/document-rows.js";
import type { RuledLine } from "../../accounting/journal/posting-rules.js";
import { type LedgerDocument, MONEY, type Movement, QTY } from "../ledger/stock-ledger.service.js";

/*
 * What posting a document of goods lines does with them, shared by the stock documents and the sales bills: the
 * ledger's view of the document, a line's movement in base units, the cost the ledger gave it kept on the line,
 * and the amounts the posting rules read.
 */

export const ledgerDocument = ({ header }: StoredDocument): LedgerDocument => ({
  stt_rec: header.stt_rec,
  ma_ct: header.ma_ct,
  so_ct: header.so_ct,
  ngay_ct: header.ngay_ct,
  dien_giai: String(header.dien_giai ?? ""),
});

export const baseQty = (line: StoredDocument["details"][number]) => toFixed(String(line.so_luong_qd), QTY);
export const lineValue = (line: StoredDocument["details"][number]) =>
  toFixed(String(line.tien), MONEY) - toFixed(String(line.ck), MONEY);
export const costOf = (line: StoredDocument["details"][number]) => toFixed(String(line.tien_von), MONEY);

/** Keeps each line's cost (unit cost in the line's unit, and the amount) as posting valued it; gives the lines. */
export function storeCosts(
  db: TenantDb,
  kind: DocumentKind,
  doc: StoredDocument,
  values: readonly Fixed[],
): StoredDocument["details"] {
  const lines = doc.details.map((line, i) => {
    const quantity = toFixed(String(line.so_luong), 3);
    const value = values[i] ?? 0n;
    const gia_von = quantity > 0n ? fromFixed(mulDiv(value, 1_000_00n, quantity), 4) : "0";
    return { ...line, gia_von, tien_von: fromFixed(value, MONEY) };
  });
  db.later(
    `UPDATE ${tableOf(kind.lines)} d SET gia_von = u.g, tien_von = u.t
     FROM unnest($2::int[], $3::numeric[], $4::numeric[]) AS u(line, g, t)
     WHERE d.stt_rec = $1 AND d.line = u.line`,
    [doc.header.stt_rec, lines.map((d) => d.line), lines.map((d) => d.gia_von), lines.map((d) => d.tien_von)],
  );
  return lines;
}

export const movement = (
  doc: StoredDocument,
  line: StoredDocument["details"][number],
  way: Movement["way"],
  gia_tri?: Movement["gia_tri"],
): Movement => ({
  ma_kho: String(doc.header.ma_kho),
  ma_dvcs: doc.header.ma_dvcs,
  ma_vt: line.ma_vt,
  line: line.line,
  so_luong: baseQty(line),
  way,
  gia_tri,
});

/** A posted line's amounts as the posting rules read them: value after discount, its VAT, its cost. */
export const ruled = (lines: StoredDocument["details"]): RuledLine[] =>
  lines.map((l) => ({
    ma_vt: l.ma_vt,
    tien_hang: lineValue(l),
    thue: mulDiv(lineValue(l), toFixed(String(l.thue_suat), 4), 1_000_000n),
    gia_von: costOf(l),
  }));
