import { DOCUMENT_STATUS } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules, rulesOf } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { type Movement, moveStock } from "../ledger/stock-ledger.service.js";
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
import { costOf, ledgerDocument, lineValue, movement, ruled, storeCosts } from "./goods-posting.js";
import { receiptOrderChecks } from "./receipt-order-checks.js";
import { prepareStockDraft, prepareStockLines, prepareWarehouses, refuseRepeatedProducts } from "./stock-drafts.js";
import { stockListNames, stockNames } from "./stock-names.js";

const stockHeaderFields = {
  ma_kho: code({ vi: "Kho", en: "Warehouse" }),
  ong_ba: z.string().trim().max(200).optional(),
};

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
