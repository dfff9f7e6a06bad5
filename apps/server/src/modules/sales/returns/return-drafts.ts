import { DOCUMENT_STATUS, formatDate, formatNumber, fromFixed, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import type { DocumentDraft, DocumentRow } from "../../../platform/documents/document-kind.js";
import { goodsLines } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import { prepareWarehouses } from "../../stock/documents/stock-drafts.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { configValue } from "../../system/config.service.js";
import { checkPayments, type PaymentLine } from "../bills/bill-payments.js";
import { count, type SourceWords, takeSourceLines } from "../source-lines.js";
import { billLines, billOf, type ReturnedBill } from "./returned-lines.js";

const refuse = (field: string, vi: string, en: string) => invalidInput({ [field]: bilingual(vi, en) });

/**
 * The bill a return names: posted, and the return within `sale_return_days` of it (0: the same day), counted to the
 * return's date or, when it is dated back, the day it is made (`madeOn`, today unless it was saved before), so that
 * dating a return back does not reopen the window.
 */
export async function returnableBill(
  db: TenantDb,
  stt_rec_hd: string,
  ngay_ct: string,
  lock = false,
  madeOn = vietnamToday(),
) {
  const bill = await billOf(db, stt_rec_hd, lock);
  if (!bill) throw refuse("stt_rec_hd", "Hóa đơn không tồn tại", "The bill does not exist");
  await refuseUnreturnable(db, bill, ngay_ct, madeOn);
  return bill;
}

/** Refuses (422) a return of `bill` dated `ngay_ct`: the bill not posted, the day before it or past the days allowed. */
export async function refuseUnreturnable(db: TenantDb, bill: ReturnedBill, ngay_ct: string, madeOn = vietnamToday()) {
  if (bill.status !== DOCUMENT_STATUS.posted) {
    throw refuse(
      "stt_rec_hd",
      `Hóa đơn ${bill.so_ct} chưa ghi sổ hoặc đã hủy: không trả hàng được`,
      `Bill ${bill.so_ct} is not posted or is cancelled: nothing can be returned`,
    );
  }
  if (ngay_ct < bill.ngay_ct) {
    throw refuse(
      "ngay_ct",
      `Ngày trả hàng không được trước ngày hóa đơn ${formatDate(bill.ngay_ct)}`,
      `The return cannot be dated before the bill (${formatDate(bill.ngay_ct)})`,
    );
  }
  const allowed = Number(await configValue(db, "sale_return_days")) || 0;
  if ((ngay_ct > madeOn ? ngay_ct : madeOn) > addDays(bill.ngay_ct, allowed)) {
    throw refuse(
      "stt_rec_hd",
      `Hóa đơn ${bill.so_ct} ngày ${formatDate(bill.ngay_ct)} đã quá ${allowed} ngày được phép trả hàng`,
      `Bill ${bill.so_ct} of ${formatDate(bill.ngay_ct)} is past the ${allowed} days allowed for returns`,
    );
  }
}

/** How a return speaks of its bill. */
const billWords = (bill: ReturnedBill): SourceWords => ({
  source: [`hóa đơn ${bill.so_ct}`, `bill ${bill.so_ct}`],
  left: ["còn được trả", "can come back"],
  counts: (l) => [
    `đã bán ${count(l.so_luong)}, đã trả ${count(l.done)}`,
    `${count(l.so_luong)} sold, ${count(l.done)} returned`,
  ],
  used: ["hoặc đã trả hết", "or has all come back"],
  unit: ["Trả theo đơn vị đã bán", "Return in the unit sold"],
});

/** What a return pays back: never more than it comes to; what it does not pay back is the customer's credit (131). */
async function checkRefunds(db: TenantDb, header: DocumentRow, due: bigint) {
  const checked = await checkPayments(db, (header.payments ?? []) as PaymentLine[], due);
  if (toFixed(checked.tien_thoi, MONEY) > 0n) {
    throw refuse(
      "payments",
      `Tiền hoàn lại vượt quá giá trị hàng trả (${formatNumber(Number(fromFixed(due, MONEY)))} ₫)`,
      `The refund exceeds what comes back (${formatNumber(Number(fromFixed(due, MONEY)))} ₫)`,
    );
  }
  return { payments: checked.payments, con_no: checked.con_no };
}

/** At posting: a walk-in customer (no one to credit) is paid back in full. */
export function refuseShortRefund(header: DocumentRow) {
  const short = toFixed(String(header.con_no ?? "0"), MONEY);
  if (short > 0n && !header.ma_kh) {
    const due = formatNumber(Number(header.tong_thanh_toan));
    throw refuse(
      "payments",
      `Phải hoàn đủ ${due} ₫ cho khách lẻ (hóa đơn không có khách hàng để ghi có công nợ)`,
      `Pay back all ${due} ₫ to a walk-in customer (the bill has no customer to credit)`,
    );
  }
}

/**
 * Checks a return and completes it from its bill: the bill posted and within the days returns are allowed, in the
 * user's branches; each line a line of the bill, in its unit, no more than is left of it, at the bill's price and
 * VAT with its share of the bill's discount; the goods back into the bill's warehouse; the customer the bill's;
 * the refunds no more than the return comes to.
 */
export async function prepareReturn(db: TenantDb, draft: DocumentDraft, request: FastifyRequest) {
  const bill = await returnableBill(db, String(draft.header.stt_rec_hd), String(draft.header.ngay_ct));
  Object.assign(draft.header, { ma_kho: bill.ma_kho, ma_kh: bill.ma_kh, so_ct_hd: bill.so_ct });
  await prepareWarehouses(db, draft, request);
  takeSourceLines(draft, await billLines(db, bill.stt_rec), "line_hd", billWords(bill));
  const due = toFixed(goodsLines.price(draft.details).totals.tong_thanh_toan, MONEY);
  Object.assign(draft.header, await checkRefunds(db, draft.header, due));
}
