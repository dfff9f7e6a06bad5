import { DOCUMENT_STATUS } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type Fixed, fromFixed, mulDiv, toFixed } from "../../../platform/decimals.js";
import { code } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, StoredDocument } from "../../../platform/documents/document-kind.js";
import { tableOf } from "../../../platform/documents/document-rows.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules, type RuledLine, rulesOf } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { type LedgerDocument, MONEY, type Movement, moveStock, QTY } from "../ledger/stock-ledger.service.js";
import {
  deliveryOrderDetails,
  deliveryOrders,
  openingStockDetails,
  openingStocks,
  receiptOrderDetails,
  receiptOrders,
  stockLedger,
  transferOrderDetails,
  transferOrders,
} from "../stock.tables.js";
import { receiptOrderChecks } from "./receipt-order-checks.js";
import { prepareStockDraft, prepareStockLines, prepareWarehouses, refuseRepeatedProducts } from "./stock-drafts.js";
import { stockListNames, stockNames } from "./stock-names.js";

const stockHeaderFields = {
  ma_kho: code({ vi: "Kho", en: "Warehouse" }),
  ong_ba: z.string().trim().max(200).optional(),
};

const ledgerDocument = ({ header }: StoredDocument): LedgerDocument => ({
  stt_rec: header.stt_rec,
  ma_ct: header.ma_ct,
  so_ct: header.so_ct,
  ngay_ct: header.ngay_ct,
  dien_giai: String(header.dien_giai ?? ""),
});

const baseQty = (line: StoredDocument["details"][number]) => toFixed(String(line.so_luong_qd), QTY);
const lineValue = (line: StoredDocument["details"][number]) =>
  toFixed(String(line.tien), MONEY) - toFixed(String(line.ck), MONEY);
const costOf = (line: StoredDocument["details"][number]) => toFixed(String(line.tien_von), MONEY);

/** Keeps each line's cost (unit cost in the line's unit, and the amount) as posting valued it; gives the lines. */
function storeCosts(
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

const movement = (
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
const ruled = (lines: StoredDocument["details"]): RuledLine[] =>
  lines.map((l) => ({
    ma_vt: l.ma_vt,
    tien_hang: lineValue(l),
    thue: mulDiv(lineValue(l), toFixed(String(l.thue_suat), 4), 1_000_000n),
    gia_von: costOf(l),
  }));

/**
 * Moves the goods of a receipt or a delivery and posts its journal by its type's rules (stock receipts Nợ 156 /
 * Có 331, deliveries Nợ 632 / Có 156) at the cost the ledger gave; the rules are read while the balances are locked.
 */
async function moveAndPost(db: TenantDb, kind: DocumentKind, doc: StoredDocument, movements: Movement[]) {
  const rules = rulesOf(
    db,
    doc.header,
    doc.details.map((l) => l.ma_vt),
  );
  const values = await moveStock(db, ledgerDocument(doc), movements);
  const lines = storeCosts(db, kind, doc, values);
  await postByRules(db, doc.header, ruled(lines), rules);
  return lines;
}

const common = {
  prefix: voucherPrefix,
  numberRepeatedIn: [stockLedger, journalEntries],
  warehouseColumns: ["ma_kho"],
  lineFields: {},
  describe: stockNames,
  describeList: stockListNames,
};

export const receiptOrderKind: DocumentKind = {
  ...common,
  ma_ct: "PN1",
  api: "stock/receipt-orders",
  command: "stock.receipt-orders",
  label: { vi: "Phiếu nhập kho", en: "Stock receipt" },
  header: receiptOrders,
  lines: receiptOrderDetails,
  headerFields: {
    ...stockHeaderFields,
    stt_rec_dh: z.uuid(bilingual("Mã đơn hàng không hợp lệ", "Not an order id")).nullish(),
    ma_ncc: z.string().trim().max(50).nullish(),
  },
  async prepare(db, draft, request) {
    await prepareStockDraft(db, draft, request);
    await receiptOrderChecks.run(db, { header: draft.header, details: draft.details }, "save");
  },
  async post(db, doc) {
    await receiptOrderChecks.run(db, { stt_rec: doc.header.stt_rec, ...doc }, "post");
    return moveAndPost(
      db,
      this,
      doc,
      doc.details.map((l) => movement(doc, l, "in", lineValue(l))),
    );
  },
  async cancel(db, doc) {
    await moveStock(
      db,
      ledgerDocument(doc),
      doc.details.map((l) => movement(doc, l, "undo-in", costOf(l))),
      true,
    );
    await reverseJournal(db, doc.header.stt_rec);
  },
};

export const deliveryOrderKind: DocumentKind = {
  ...common,
  ma_ct: "PX1",
  api: "stock/delivery-orders",
  command: "stock.delivery-orders",
  label: { vi: "Phiếu xuất kho", en: "Stock delivery" },
  header: deliveryOrders,
  lines: deliveryOrderDetails,
  headerFields: stockHeaderFields,
  async prepare(db, draft, request) {
    await prepareStockDraft(db, draft, request);
  },
  async post(db, doc) {
    return moveAndPost(
      db,
      this,
      doc,
      doc.details.map((l) => movement(doc, l, "out")),
    );
  },
  async cancel(db, doc) {
    await moveStock(
      db,
      ledgerDocument(doc),
      doc.details.map((l) => movement(doc, l, "undo-out", costOf(l))),
      true,
    );
    await reverseJournal(db, doc.header.stt_rec);
  },
};

async function branchOf(db: TenantDb, ma_kho: string): Promise<string> {
  const { rows } = await db.$client.query<{ ma_dvcs: string }>("SELECT ma_dvcs FROM warehouses WHERE ma_kho = $1", [
    ma_kho,
  ]);
  return rows[0]?.ma_dvcs ?? "";
}

export const transferOrderKind: DocumentKind = {
  ...common,
  ma_ct: "DC1",
  api: "stock/transfer-orders",
  command: "stock.transfer-orders",
  label: { vi: "Phiếu điều chuyển kho", en: "Stock transfer" },
  header: transferOrders,
  lines: transferOrderDetails,
  headerFields: { ...stockHeaderFields, ma_kho_nhan: code({ vi: "Kho nhận", en: "Receiving warehouse" }) },
  warehouseColumns: ["ma_kho", "ma_kho_nhan"],
  async prepare(db, draft, request) {
    await prepareStockDraft(db, draft, request, true);
  },
  async post(db, doc) {
    const receiving = {
      ma_kho: String(doc.header.ma_kho_nhan),
      ma_dvcs: await branchOf(db, String(doc.header.ma_kho_nhan)),
    };
    const outs = doc.details.map((l) => movement(doc, l, "out"));
    const ins = doc.details.map((l, i) => ({ ...movement(doc, l, "in", { sameAs: i }), ...receiving }));
    const values = await moveStock(db, ledgerDocument(doc), [...outs, ...ins]);
    return storeCosts(db, this, doc, values.slice(0, outs.length));
  },
  async cancel(db, doc) {
    const receiving = {
      ma_kho: String(doc.header.ma_kho_nhan),
      ma_dvcs: await branchOf(db, String(doc.header.ma_kho_nhan)),
    };
    const back = doc.details.map((l) => ({ ...movement(doc, l, "undo-in", costOf(l)), ...receiving }));
    const home = doc.details.map((l) => movement(doc, l, "undo-out", costOf(l)));
    await moveStock(db, ledgerDocument(doc), [...back, ...home], true);
  },
};

/** Products of a warehouse whose opening stock another posted document already gave. */
async function refuseSecondOpening(db: TenantDb, ma_kho: unknown, details: { ma_vt: string }[], except?: string) {
  const { rows } = await db.$client.query<{ ma_vt: string }>(
    `SELECT DISTINCT d.ma_vt FROM opening_stocks h JOIN opening_stock_details d ON d.stt_rec = h.stt_rec
     WHERE h.ma_kho = $1 AND h.status = $2 AND d.ma_vt = ANY($3) AND h.stt_rec IS DISTINCT FROM $4`,
    [ma_kho, DOCUMENT_STATUS.posted, details.map((d) => d.ma_vt), except ?? null],
  );
  const entered = new Set(rows.map((r) => r.ma_vt));
  const errors: Record<string, string> = {};
  details.forEach((d, i) => {
    if (entered.has(d.ma_vt)) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `${d.ma_vt} đã có tồn đầu kỳ ở kho ${String(ma_kho)}`,
        `${d.ma_vt} already has an opening balance in warehouse ${String(ma_kho)}`,
      );
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

export const openingStockKind: DocumentKind = {
  ...common,
  ma_ct: "DK1",
  api: "stock/opening-balances",
  command: "stock.product-balances",
  label: { vi: "Tồn kho đầu kỳ", en: "Opening stock" },
  header: openingStocks,
  lines: openingStockDetails,
  headerFields: stockHeaderFields,
  async prepare(db, draft, request) {
    await prepareWarehouses(db, draft, request);
    refuseRepeatedProducts(draft);
    await prepareStockLines(db, draft);
    await refuseSecondOpening(db, draft.header.ma_kho, draft.details);
  },
  async post(db, doc) {
    await refuseSecondOpening(db, doc.header.ma_kho, doc.details, doc.header.stt_rec);
    const values = await moveStock(
      db,
      ledgerDocument(doc),
      doc.details.map((l) => movement(doc, l, "in", lineValue(l))),
    );
    return storeCosts(db, this, doc, values);
  },
  async cancel(db, doc) {
    await moveStock(
      db,
      ledgerDocument(doc),
      doc.details.map((l) => movement(doc, l, "undo-in", costOf(l))),
      true,
    );
  },
};

export const STOCK_DOCUMENT_KINDS = [receiptOrderKind, deliveryOrderKind, transferOrderKind, openingStockKind] as const;
