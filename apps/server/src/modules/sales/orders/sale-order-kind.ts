import { fromFixed, toFixed } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, figure, isoDate } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { prepareSoldLines } from "../bills/bill-drafts.js";
import { billListNames, billNames } from "../bills/bill-names.js";
import { checkPayments, type PaymentLine, payersOf, paymentLine } from "../bills/bill-payments.js";
import { confirmCardOtps, keepOtps } from "../cards/customer-otp.js";
import { noNameCardLedger, paymentCardLedger, saleOrderDetails, saleOrders } from "../sales.tables.js";
import { leftOf, QTY3, qtyOf } from "../source-lines.js";
import { checkValueDraws, movePayments, reversePayments } from "../stored-value/value-payments.js";
import { deliveriesOf, orderLines, orderOf } from "./ordered-lines.js";

const quantity = (thousandths: bigint) => Number(fromFixed(thousandths, QTY3));

/** What the order's posted bills delivered of it: per line, and of the whole order and its deposit. */
async function deliveredOf(db: TenantDb, stt_rec: string) {
  const [order, lines] = await Promise.all([orderOf(db, stt_rec), orderLines(db, stt_rec)]);
  const ordered = lines.reduce((sum, l) => sum + qtyOf(l.so_luong), 0n);
  const left = lines.reduce((sum, l) => sum + leftOf(l), 0n);
  const deposit = toFixed(order?.tien_coc ?? "0", MONEY) - toFixed(order?.coc_da_tru ?? "0", MONEY);
  return {
    lines,
    header: {
      so_luong_dat: quantity(ordered),
      so_luong_giao: quantity(ordered - left),
      da_giao_du: ordered > 0n && left === 0n,
      tien_coc_con: Number(fromFixed(deposit, MONEY)),
    },
  };
}

/** Names for the screen and the print, and each line's delivered and still-to-deliver quantities. */
async function describeOrder(db: TenantDb, doc: StoredDocument) {
  // A quote has no id yet, and nothing delivered.
  const saved = doc.header.stt_rec !== "";
  const [names, delivered] = await Promise.all([
    billNames(db, doc),
    saved ? deliveredOf(db, doc.header.stt_rec) : { lines: [], header: {} },
  ]);
  return {
    header: { ...names.header, ...delivered.header },
    details: names.details.map((line, i) => {
      const source = delivered.lines.find((l) => l.line === doc.details[i]?.line);
      return {
        ...line,
        so_luong_giao: source ? Number(source.done) : 0,
        so_luong_con: source ? quantity(leftOf(source)) : Number(doc.details[i]?.so_luong ?? 0),
      };
    }),
  };
}

/** A confirmed order some of whose goods a posted bill delivered is not cancelled: its bills are cancelled first. */
async function refuseCancelDelivered(db: TenantDb, doc: StoredDocument) {
  const bills = await deliveriesOf(db, doc.header.stt_rec);
  if (bills.length === 0) return;
  throw invalidInput({
    status: bilingual(
      `Đơn ${doc.header.so_ct} đã giao hàng trên hóa đơn ${bills.join(", ")}: hủy các hóa đơn đó trước`,
      `Order ${doc.header.so_ct} was delivered on bills ${bills.join(", ")}: cancel them first`,
    ),
  });
}

/** The deposit is what paid it, all of it on the customer's 131 (its change given back). */
const depositOf = (header: DocumentRow) => [{ ma_vt: "", tien_coc: toFixed(String(header.tien_coc ?? "0"), MONEY) }];

/**
 * A sales order (DB1, đơn đặt hàng): goods a customer orders ahead, priced as a bill is on the day ordered, with a
 * deposit or none. Confirming it (2) moves no stock: it posts the deposit, Nợ what paid it / Có the customer's 131;
 * retail bills then deliver it (`stt_rec_dh`), taking the deposit off what the customer pays. Cancelling gives the
 * deposit back (the journal reversed), refused once a bill delivered from it.
 */
export const saleOrderKind: DocumentKind = {
  ma_ct: "DB1",
  api: "sales/sale-orders",
  command: "sales.sale-orders",
  label: { vi: "Đơn đặt hàng", en: "Sales order" },
  header: saleOrders,
  lines: saleOrderDetails,
  headerFields: {
    ma_kho: code({ vi: "Kho giao hàng", en: "Delivering warehouse" }),
    ma_kh: code({ vi: "Khách hàng", en: "Customer" }),
    ma_nvbh: z.string().trim().max(50).nullish(),
    ngay_giao: isoDate().nullish(),
    payments: z.array(paymentLine).max(20).default([]),
  },
  lineFields: {
    gia: figure({ vi: "Đơn giá", en: "Price" }, 2, 1e13).optional(),
    thue_suat: z.unknown().optional(),
  },
  warehouseColumns: ["ma_kho"],
  listFilters: { ma_kh: z.string().trim().max(50).optional() },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, paymentCardLedger, noNameCardLedger],
  async prepare(db, draft, request) {
    keepOtps(request, draft.header.payments as PaymentLine[]);
    const due = await prepareSoldLines(db, draft, request, true);
    const checked = await checkPayments(db, (draft.header.payments ?? []) as PaymentLine[], due);
    const deposit = due - toFixed(checked.con_no, MONEY);
    Object.assign(draft.header, {
      payments: checked.payments,
      tien_thoi: checked.tien_thoi,
      tien_coc: fromFixed(deposit, MONEY),
    });
    await checkValueDraws(db, draft.header);
  },
  async post(db, doc, request) {
    await confirmCardOtps(db, request, doc.header);
    await movePayments(db, doc.header, -1n);
    await postByRules(db, doc.header, depositOf(doc.header), undefined, payersOf({ ...doc.header, tien_coc: 0 }));
    return undefined;
  },
  async cancel(db, doc) {
    await refuseCancelDelivered(db, doc);
    await reversePayments(db, doc.header);
    await reverseJournal(db, doc.header.stt_rec);
  },
  describe: describeOrder,
  async describeList(db, rows) {
    const names = await billListNames(db, rows);
    const delivered = await Promise.all(rows.map((r) => deliveredOf(db, String(r.stt_rec))));
    return names.map((n, i) => ({ ...n, ...delivered[i]?.header }));
  },
};
