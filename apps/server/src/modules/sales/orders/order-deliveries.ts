import { DOCUMENT_STATUS, type Fixed, formatNumber, fromFixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft, DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { count, leftOf, qtyOf, type SourceWords, takeSourceLines } from "../source-lines.js";
import { type DeliveredOrder, orderLines, orderOf } from "./ordered-lines.js";

const refuse = (field: string, vi: string, en: string) => invalidInput({ [field]: bilingual(vi, en) });

/** How a bill speaks of the order it delivers. */
const orderWords = (order: DeliveredOrder): SourceWords => ({
  source: [`đơn đặt hàng ${order.so_ct}`, `sales order ${order.so_ct}`],
  left: ["còn phải giao", "is still to deliver"],
  counts: (l) => [
    `đã đặt ${count(l.so_luong)}, đã giao ${count(l.done)}`,
    `${count(l.so_luong)} ordered, ${count(l.done)} delivered`,
  ],
  used: ["hoặc đã giao hết", "or has all been delivered"],
  unit: ["Giao theo đơn vị đã đặt", "Deliver in the unit ordered"],
});

/** The confirmed order a bill names (`stt_rec_dh`), locked at posting. */
async function deliverableOrder(db: TenantDb, header: DocumentRow, lock: boolean, except: string | null) {
  const order = await orderOf(db, String(header.stt_rec_dh), lock, except);
  if (!order) throw refuse("stt_rec_dh", "Đơn đặt hàng không tồn tại", "The sales order does not exist");
  if (order.status !== DOCUMENT_STATUS.posted) {
    throw refuse(
      "stt_rec_dh",
      `Đơn đặt hàng ${order.so_ct} chưa xác nhận hoặc đã hủy: không giao hàng được`,
      `Sales order ${order.so_ct} is not confirmed or is cancelled: nothing can be delivered`,
    );
  }
  return order;
}

/** What is left of the order's deposit for bills to take. */
const depositLeft = (order: DeliveredOrder): Fixed => toFixed(order.tien_coc, MONEY) - toFixed(order.coc_da_tru, MONEY);

/**
 * A bill delivering a sales order: the order confirmed; the bill's warehouse the order's, its customer too; each line a
 * line of the order, in its unit, at its price and VAT with its share of its discount, no more than is still to
 * deliver. Gives what is left of the order's deposit, which the bill takes off what the customer pays.
 */
export async function prepareDelivery(db: TenantDb, draft: DocumentDraft): Promise<Fixed> {
  const order = await deliverableOrder(db, draft.header, false, null);
  const sent = String(draft.header.ma_kho ?? "").toUpperCase();
  if (sent !== order.ma_kho.toUpperCase()) {
    throw refuse(
      "ma_kho",
      `Đơn ${order.so_ct} giao từ kho ${order.ma_kho}`,
      `Order ${order.so_ct} is delivered from warehouse ${order.ma_kho}`,
    );
  }
  Object.assign(draft.header, { ma_kh: order.ma_kh, ma_kho: order.ma_kho });
  takeSourceLines(draft, await orderLines(db, order.stt_rec), "line_dh", orderWords(order));
  return depositLeft(order);
}

/**
 * At posting, with the order locked: what the bill delivers is still to deliver, and the deposit it takes still
 * left, when another bill of the order was posted since it was made.
 */
export async function refuseOverDelivery(db: TenantDb, doc: StoredDocument) {
  const self = doc.header.stt_rec;
  const order = await deliverableOrder(db, doc.header, true, self);
  const lines = await orderLines(db, order.stt_rec, self);
  const errors: Record<string, string> = {};
  doc.details.forEach((l, i) => {
    const line = lines.find((o) => o.line === Number(l.line_dh));
    if (!line || qtyOf(l.so_luong) > leftOf(line)) {
      errors[`details.${i}.so_luong`] = bilingual(
        `${l.ma_vt} đã được giao trên hóa đơn khác của đơn ${order.so_ct}: không còn đủ để giao`,
        `${l.ma_vt} was delivered on another bill of order ${order.so_ct}: not enough is left to deliver`,
      );
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  const taken = toFixed(String(doc.header.tien_coc ?? "0"), MONEY);
  const left = depositLeft(order);
  if (taken > left) {
    const amount = formatNumber(Number(fromFixed(left, MONEY)));
    throw refuse(
      "payments",
      `Tiền cọc của đơn ${order.so_ct} chỉ còn ${amount} ₫ (hóa đơn khác đã trừ): lập lại hóa đơn`,
      `Only ${amount} ₫ of order ${order.so_ct}'s deposit is left (another bill took it): make the bill again`,
    );
  }
}
