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
import { type BillLine, billLines, billOf, leftOf, qtyOf, type ReturnedBill, shareOf } from "./returned-lines.js";

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

/** The bill line each return line takes back: the one it names, or the first of its product with something left. */
function matchLines(draft: DocumentDraft, lines: BillLine[], bill: ReturnedBill) {
  const errors: Record<string, string> = {};
  const taken = new Set<number>();
  const matched = draft.details.map((sent, i) => {
    const named = typeof sent.line_hd === "number" ? lines.find((l) => l.line === sent.line_hd) : undefined;
    const line =
      named ?? lines.find((l) => l.ma_vt === sent.ma_vt.toUpperCase() && !taken.has(l.line) && leftOf(l) > 0n);
    if (!line || line.ma_vt !== sent.ma_vt.toUpperCase()) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `${sent.ma_vt} không có trên hóa đơn ${bill.so_ct}${named ? ` ở dòng ${sent.line_hd}` : " hoặc đã trả hết"}`,
        `${sent.ma_vt} is not on bill ${bill.so_ct}${named ? ` at line ${sent.line_hd}` : " or has all come back"}`,
      );
      return undefined;
    }
    if (taken.has(line.line)) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `Dòng ${line.line} của hóa đơn đã có trong phiếu trả: gộp số lượng vào một dòng`,
        `Line ${line.line} of the bill is already on the return: put the quantity on one line`,
      );
      return undefined;
    }
    taken.add(line.line);
    if (sent.ma_dvt && sent.ma_dvt.toUpperCase() !== line.ma_dvt.toUpperCase()) {
      errors[`details.${i}.ma_dvt`] = bilingual(
        `Trả theo đơn vị đã bán: ${line.ma_dvt}`,
        `Return in the unit sold: ${line.ma_dvt}`,
      );
    }
    const qty = qtyOf(sent.so_luong);
    if (qty > leftOf(line)) {
      errors[`details.${i}.so_luong`] = bilingual(
        `Vượt số lượng còn được trả của ${line.ma_vt}: đã bán ${formatNumber(Number(line.so_luong))}, đã trả ${formatNumber(Number(line.returned))}`,
        `More than can come back of ${line.ma_vt}: ${formatNumber(Number(line.so_luong))} sold, ${formatNumber(Number(line.returned))} returned`,
      );
    }
    return line;
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return matched as BillLine[];
}

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
  const lines = matchLines(draft, await billLines(db, bill.stt_rec), bill);
  draft.details.forEach((sent, i) => {
    const line = lines[i] as BillLine;
    const qty = qtyOf(sent.so_luong);
    Object.assign(sent, {
      ma_vt: line.ma_vt,
      ma_dvt: line.ma_dvt,
      line_hd: line.line,
      gia: Number(line.gia),
      ck: Number(fromFixed(shareOf(line.ck, line.returned_ck, line, qty), MONEY)),
      thue_suat: Number(line.thue_suat),
      he_so: line.he_so,
      so_luong_qd: fromFixed(qty * toFixed(line.he_so, 6), 9),
      xuat_kho: line.xuat_kho,
    });
  });
  const due = toFixed(goodsLines.price(draft.details).totals.tong_thanh_toan, MONEY);
  Object.assign(draft.header, await checkRefunds(db, draft.header, due));
}
