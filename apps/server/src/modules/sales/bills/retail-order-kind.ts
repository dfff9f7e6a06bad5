import { configIsTrue } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { DocumentKind, StoredDocument } from "../../../platform/documents/document-kind.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules, rulesOf } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { costOf, ledgerDocument, movement, ruled, storeCosts } from "../../stock/documents/goods-posting.js";
import { moveStock } from "../../stock/ledger/stock-ledger.service.js";
import { stockLedger } from "../../stock/stock.tables.js";
import { configValue } from "../../system/config.service.js";
import { confirmCardOtps } from "../cards/customer-otp.js";
import { cancelEarnings, postBillEarnings } from "../commissions/commission-ledger.js";
import { commissionEntries } from "../commissions/commission-tables.js";
import { regroupCustomer } from "../customers/customer-groups.js";
import { refuseOverDelivery } from "../orders/order-deliveries.js";
import { postBillPoints } from "../points/bill-points.js";
import { reversePoints } from "../points/point-ledger.js";
import { pointLedger } from "../points/point-tables.js";
import { billReportLines } from "../report-lines/sale-report-lines.js";
import { refuseReturnedBill } from "../returns/returned-lines.js";
import {
  noNameCardLedger,
  paymentCardLedger,
  retailOrderDetails,
  retailOrders,
  voucherLedger,
} from "../sales.tables.js";
import { movePayments, reversePayments } from "../stored-value/value-payments.js";
import { giveVouchersBack, useVouchers } from "../vouchers/voucher-payments.js";
import { prepareBill } from "./bill-drafts.js";
import { billListNames, billNames } from "./bill-names.js";
import { counterLineFields, counterSaleFields, payersOf, refuseUnpaid } from "./bill-payments.js";

const stocked = (doc: StoredDocument) => doc.details.filter((l) => l.xuat_kho === true);

/**
 * A retail bill (HD1, hóa đơn bán lẻ): goods and services sold at the counter. Posting it takes its stocked goods out
 * of the branch's warehouse at their average cost and posts Nợ what paid it (cash, bank, card, the customer's 131
 * for what is owed) / Có revenue and output VAT, and Nợ 632 / Có 156 at cost, in one transaction; cancelling
 * puts the goods back and reverses the journal. With `sale_bill_require_approve` a bill waits for an approver.
 */
export const retailOrderKind: DocumentKind = {
  ma_ct: "HD1",
  api: "sales/retail-orders",
  command: "sales.retail-orders",
  approver: { command: "sales.bills.approve", right: "edit" },
  label: { vi: "Hóa đơn bán lẻ", en: "Retail bill" },
  header: retailOrders,
  lines: retailOrderDetails,
  headerFields: {
    ...counterSaleFields,
    stt_rec_dh: z.uuid(bilingual("Mã đơn đặt hàng không hợp lệ", "Not a sales order id")).nullish(),
    /**
     * Whether the promotions in force apply (default): a sale made offline says no, since the customer paid the
     * prices the counter showed, which knew of no promotion.
     */
    khuyen_mai: z.boolean().default(true),
  },
  lineFields: {
    ...counterLineFields,
    line_dh: z.number().int().positive().max(100_000).optional(),
  },
  warehouseColumns: ["ma_kho"],
  listFilters: { stt_rec_dh: z.uuid(bilingual("Đơn đặt hàng không hợp lệ", "Not a valid sales order")).optional() },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [
    stockLedger,
    journalEntries,
    paymentCardLedger,
    noNameCardLedger,
    voucherLedger,
    pointLedger,
    commissionEntries,
  ],
  async needsApproval(db) {
    return configIsTrue(await configValue(db, "sale_bill_require_approve"));
  },
  prepare: prepareBill,
  async post(db, doc, request) {
    refuseUnpaid(doc.header);
    if (doc.header.stt_rec_dh) await refuseOverDelivery(db, doc);
    await confirmCardOtps(db, request, doc.header);
    await movePayments(db, doc.header, -1n);
    await useVouchers(db, doc.header);
    await postBillPoints(db, doc.header);
    await postBillEarnings(db, doc);
    await regroupCustomer(db, doc.header.ma_kh);
    const payers = payersOf(doc.header);
    const rules = rulesOf(
      db,
      doc.header,
      doc.details.map((l) => l.ma_vt),
      payers,
    );
    const out = stocked(doc);
    const values =
      out.length > 0
        ? await moveStock(
            db,
            ledgerDocument(doc),
            out.map((l) => movement(doc, l, "out")),
          )
        : [];
    const cost = new Map(out.map((l, i) => [l.line, values[i] ?? 0n]));
    const lines = storeCosts(
      db,
      this,
      doc,
      doc.details.map((l) => cost.get(l.line) ?? 0n),
    );
    await postByRules(db, doc.header, ruled(lines), rules, payers);
    return lines;
  },
  async cancel(db, doc) {
    await refuseReturnedBill(db, doc.header.stt_rec);
    await reversePayments(db, doc.header);
    await giveVouchersBack(db, doc.header);
    await reversePoints(db, doc.header);
    await cancelEarnings(db, doc.header);
    await regroupCustomer(db, doc.header.ma_kh);
    const back = stocked(doc);
    if (back.length > 0) {
      await moveStock(
        db,
        ledgerDocument(doc),
        back.map((l) => movement(doc, l, "undo-out", costOf(l))),
        true,
      );
    }
    await reverseJournal(db, doc.header.stt_rec);
  },
  reportLines: billReportLines,
  describe: billNames,
  describeList: billListNames,
};
