import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import type { DocumentKind, StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules, rulesOf } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { costOf, ledgerDocument, movement, ruled, storeCosts } from "../../stock/documents/goods-posting.js";
import { moveStock } from "../../stock/ledger/stock-ledger.service.js";
import { stockLedger } from "../../stock/stock.tables.js";
import { billListNames, billNames } from "../bills/bill-names.js";
import { payersOf, paymentLine } from "../bills/bill-payments.js";
import { cancelEarnings } from "../commissions/commission-ledger.js";
import { commissionEntries } from "../commissions/commission-tables.js";
import { postReturnEarnings } from "../commissions/commission-takebacks.js";
import { regroupCustomer } from "../customers/customer-groups.js";
import { postReturnPoints } from "../points/bill-points.js";
import { reversePoints } from "../points/point-ledger.js";
import { pointLedger } from "../points/point-tables.js";
import { returnReportLines } from "../report-lines/sale-report-lines.js";
import { noNameCardLedger, paymentCardLedger, salesReturnDetails, salesReturns } from "../sales.tables.js";
import { leftOf, qtyOf, shareOf } from "../source-lines.js";
import { movePayments, reversePayments } from "../stored-value/value-payments.js";
import { prepareReturn, refuseShortRefund, returnableBill } from "./return-drafts.js";
import { billLines } from "./returned-lines.js";

const stocked = (doc: StoredDocument) => doc.details.filter((l) => l.xuat_kho === true);

/**
 * Each line's cost as it comes back, from its bill line with the bill locked: the share of what the line cost
 * when it left, so the goods return at the value they went out at; 422 naming the line when another return took
 * it back meanwhile.
 */
async function costsBack(db: Parameters<DocumentKind["post"]>[0], doc: StoredDocument) {
  const lines = await billLines(db, String(doc.header.stt_rec_hd));
  const errors: Record<string, string> = {};
  const costs = doc.details.map((l, i) => {
    const line = lines.find((b) => b.line === Number(l.line_hd));
    const qty = qtyOf(l.so_luong);
    if (!line || qty > leftOf(line)) {
      errors[`details.${i}.so_luong`] = bilingual(
        `${l.ma_vt} đã được trả lại trên phiếu khác: không còn đủ để trả`,
        `${l.ma_vt} came back on another return: not enough is left to return`,
      );
      return 0n;
    }
    return shareOf(line.tien_von, line.returned_von, line, qty);
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return costs;
}

/**
 * A return (TL1, phiếu trả hàng) of lines of a posted retail bill. Posting, with the bill locked so two returns
 * of it go one after the other, puts the stocked goods back into the bill's warehouse at the cost they left at and
 * posts Nợ 521 and 33311 / Có what paid the customer back (or their 131), and Nợ 156 / Có 632; cancelling takes the
 * goods out again and reverses the journal. One made without the approver's right waits for approval.
 */
export const returnKind: DocumentKind = {
  ma_ct: "TL1",
  api: "sales/returns",
  command: "sales.returns",
  approver: { command: "sales.returns.approve", right: "edit" },
  label: { vi: "Phiếu trả hàng", en: "Sales return" },
  header: salesReturns,
  lines: salesReturnDetails,
  headerFields: {
    stt_rec_hd: z.uuid(bilingual("Chọn hóa đơn cần trả hàng", "Choose the bill to return")),
    payments: z.array(paymentLine).max(20).default([]),
  },
  // Price, discount and VAT are the bill's; a client's are not taken.
  lineFields: {
    line_hd: z.number().int().positive().max(100_000).optional(),
    gia: z.unknown().optional(),
    ck: z.unknown().optional(),
    thue_suat: z.unknown().optional(),
  },
  warehouseColumns: ["ma_kho"],
  listFilters: { stt_rec_hd: z.uuid(bilingual("Hóa đơn không hợp lệ", "Not a valid bill")).optional() },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [stockLedger, journalEntries, paymentCardLedger, noNameCardLedger, pointLedger, commissionEntries],
  prepare: prepareReturn,
  async post(db, doc) {
    refuseShortRefund(doc.header);
    // Judged as of the day it was made: an approver's delay does not make a return late.
    const made = doc.header.created_at;
    const madeOn = vietnamToday(made instanceof Date ? made : new Date(String(made ?? Date.now())));
    await returnableBill(db, String(doc.header.stt_rec_hd), doc.header.ngay_ct, true, madeOn);
    const costs = await costsBack(db, doc);
    await movePayments(db, doc.header, 1n);
    await postReturnPoints(db, doc.header);
    await postReturnEarnings(db, doc.header, doc.details);
    await regroupCustomer(db, doc.header.ma_kh);
    const rules = rulesOf(
      db,
      doc.header,
      doc.details.map((l) => l.ma_vt),
    );
    const back = doc.details.flatMap((l, i) => (l.xuat_kho === true ? [movement(doc, l, "in", costs[i] ?? 0n)] : []));
    await moveStock(db, ledgerDocument(doc), back);
    const lines = storeCosts(
      db,
      this,
      doc,
      doc.details.map((l, i) => (l.xuat_kho === true ? (costs[i] ?? 0n) : 0n)),
    );
    await postByRules(db, doc.header, ruled(lines), rules, payersOf(doc.header));
    return lines;
  },
  async cancel(db, doc) {
    await reversePayments(db, doc.header);
    await reversePoints(db, doc.header);
    await cancelEarnings(db, doc.header);
    await regroupCustomer(db, doc.header.ma_kh);
    const out = stocked(doc);
    if (out.length > 0) {
      await moveStock(
        db,
        ledgerDocument(doc),
        out.map((l) => movement(doc, l, "undo-in", costOf(l))),
        true,
      );
    }
    await reverseJournal(db, doc.header.stt_rec);
  },
  reportLines: returnReportLines,
  describe: billNames,
  describeList: billListNames,
};
