import {
  type Bilingual,
  type Fixed,
  formatNumber,
  fromFixed,
  PAYMENT_KIND,
  type PaymentKind,
  toFixed,
} from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, figure } from "../../../platform/documents/document.schemas.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import type { Payer } from "../../accounting/journal/posting-rules.js";

/** One payment of a bill as the client sends it: its type, amount, and what the type asks for. */
export const paymentLine = z.object({
  ma_httt: code({ vi: "Hình thức thanh toán", en: "Payment type" }, 32),
  tien: figure({ vi: "Số tiền thanh toán", en: "Amount paid" }, 2, 1e16, true),
  /** A bank card's type (VISA, NAPAS…): its account is debited instead of the payment type's. */
  ma_loai_the: z.string().trim().max(32).nullish(),
  /** The bank's reference of a transfer or the slip number of a card payment. */
  ma_gd: z.string().trim().max(100).nullish(),
  /** The prepaid card a `TTT` payment draws on (or a refund goes back onto). */
  ma_the: z.string().trim().max(32).nullish(),
  /** The no-name card a `TVD` payment draws on (or a refund goes back onto). */
  so_seri: z.string().trim().max(32).nullish(),
  /** The voucher a `VC` payment spends a use of. */
  ma_voucher: z.string().trim().max(32).nullish(),
  /** The code sent to the card's owner, where the shop requires one (never kept with the bill). */
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, bilingual("Mã OTP gồm 4 đến 8 chữ số", "A code is 4 to 8 digits"))
    .nullish(),
  /** The PIN of a `TTT` payment's card, when the card has one (checked at posting, never kept with the bill). */
  pin: z
    .string()
    .regex(/^\d{4,6}$/, bilingual("Mã PIN gồm 4 đến 6 chữ số", "A PIN is 4 to 6 digits"))
    .nullish(),
});
export type PaymentLine = z.infer<typeof paymentLine>;

/** What a sale made at the counter (a retail bill, a service bill) sends beside its lines: warehouse, people, payments. */
export const counterSaleFields = {
  ma_kho: code({ vi: "Kho", en: "Warehouse" }),
  ma_kh: z.string().trim().max(50).nullish(),
  ma_nvbh: z.string().trim().max(50).nullish(),
  payments: z.array(paymentLine).max(20).default([]),
};

/** A counter sale's line fields: without a price the line takes the price in force; the VAT rate is the product's. */
export const counterLineFields = {
  gia: figure({ vi: "Đơn giá", en: "Price" }, 2, 1e13).optional(),
  thue_suat: z.unknown().optional(),
};

/** A payment as the bill keeps it: the kind and account it was taken as, and the amount (a number, as the answer's are). */
export interface StoredPayment {
  ma_httt: string;
  ten_httt: string;
  loai_tt: PaymentKind;
  tk: string;
  tien: number;
  ma_loai_the?: string | null;
  ma_gd?: string | null;
  ma_the?: string | null;
  so_seri?: string | null;
  ma_voucher?: string | null;
}

interface PaymentType {
  ma_httt: string;
  ten_httt: string;
  loai_tt: PaymentKind;
  tk: string;
  status: boolean;
  card_tk: string | null;
  card_status: boolean | null;
}

/** The kinds of payment that draw on stored value a customer holds, each naming its holder. */
const STORED_VALUE: readonly PaymentKind[] = [PAYMENT_KIND.payment_card, PAYMENT_KIND.no_name_card];

/** The kinds of payment only a sales bill takes (`vouchers`): a voucher, loyalty points (never paid back into). */
const BILL_ONLY: readonly PaymentKind[] = [PAYMENT_KIND.voucher, PAYMENT_KIND.points];

/** The payment types and bank card types a bill names, in one read. */
async function typesOf(db: TenantDb, payments: readonly PaymentLine[]) {
  const { rows } = await db.$client.query<PaymentType & { ma_loai_the: string | null }>(
    prepared(
      `SELECT p.ma_httt, p.ten_httt, p.loai_tt, p.tk, p.status, u.ma_loai_the, c.tk AS card_tk, c.status AS card_status
       FROM unnest($1::text[], $2::text[]) AS u(ma_httt, ma_loai_the)
       JOIN payment_types p ON p.ma_httt = u.ma_httt
       LEFT JOIN card_types c ON c.ma_loai_the = u.ma_loai_the`,
      [payments.map((p) => p.ma_httt.toUpperCase()), payments.map((p) => p.ma_loai_the?.toUpperCase() ?? null)],
    ),
  );
  return rows;
}

export interface CheckedPayments {
  payments: StoredPayment[];
  /** Cash given back. */
  tien_thoi: string;
  /** Left owing on the customer's account. */
  con_no: string;
}

/**
 * Checks a bill's payments against what it comes to: each names a payment type in use (a bank card a card type
 * in use, a prepaid or no-name card its card, a voucher its code, where the document takes them), and only cash pays
 * more than is due, the rest being given back as change. What they fall short by is left owing (checked when the
 * bill is posted: it needs a customer), unless the document is paid in full (`inFull`, its refusal). Selling or
 * topping up stored value (`storedValue` false) takes none.
 */
export async function checkPayments(
  db: TenantDb,
  sent: readonly PaymentLine[],
  due: Fixed,
  {
    vouchers = false,
    storedValue = true,
    inFull,
  }: { vouchers?: boolean; storedValue?: boolean; inFull?: Bilingual } = {},
): Promise<CheckedPayments> {
  const types = sent.length > 0 ? await typesOf(db, sent) : [];
  const errors: Record<string, string> = {};
  const payments: StoredPayment[] = [];
  let [cash, other] = [0n, 0n];
  sent.forEach((payment, i) => {
    const code = payment.ma_httt.toUpperCase();
    const card = payment.ma_loai_the?.toUpperCase() ?? null;
    const type = types.find((t) => t.ma_httt === code && t.ma_loai_the === card);
    if (!type?.status) {
      errors[`payments.${i}.ma_httt`] = bilingual(
        `Hình thức thanh toán ${code} không tồn tại hoặc đã ngừng sử dụng`,
        `Payment type ${code} does not exist or is inactive`,
      );
      return;
    }
    if (STORED_VALUE.includes(type.loai_tt) && !storedValue) {
      errors[`payments.${i}.ma_httt`] = bilingual(
        `Không nạp hoặc bán thẻ bằng ${type.ten_httt.toLowerCase()}`,
        `A card is not topped up or sold by ${type.ten_httt}`,
      );
      return;
    }
    if (card && (type.loai_tt !== PAYMENT_KIND.bank_card || !type.card_status)) {
      errors[`payments.${i}.ma_loai_the`] = bilingual(
        `Loại thẻ ${card} không tồn tại, đã ngừng sử dụng hoặc không dùng cho ${type.ten_httt}`,
        `Card type ${card} does not exist, is inactive or does not go with ${type.ten_httt}`,
      );
      return;
    }
    if (BILL_ONLY.includes(type.loai_tt) && !vouchers) {
      errors[`payments.${i}.ma_httt`] = bilingual(
        `${type.ten_httt} chỉ dùng để thanh toán hóa đơn bán hàng`,
        `${type.ten_httt} pays sales bills only`,
      );
      return;
    }
    const ma_voucher = payment.ma_voucher?.toUpperCase() || null;
    if (type.loai_tt === PAYMENT_KIND.voucher && !ma_voucher) {
      errors[`payments.${i}.ma_voucher`] = bilingual("Nhập mã voucher", "Enter the voucher's code");
      return;
    }
    const ma_the = payment.ma_the?.toUpperCase() || null;
    if (type.loai_tt === PAYMENT_KIND.payment_card && !ma_the) {
      errors[`payments.${i}.ma_the`] = bilingual("Nhập số thẻ trả trước", "Enter the prepaid card's number");
      return;
    }
    const so_seri = payment.so_seri?.toUpperCase() || null;
    if (type.loai_tt === PAYMENT_KIND.no_name_card && !so_seri) {
      errors[`payments.${i}.so_seri`] = bilingual("Nhập số seri thẻ vô danh", "Enter the no-name card's serial");
      return;
    }
    const tien = toFixed(payment.tien, 2);
    if (type.loai_tt === PAYMENT_KIND.cash) cash += tien;
    else other += tien;
    payments.push({
      ma_httt: code,
      ten_httt: type.ten_httt,
      loai_tt: type.loai_tt,
      tk: (card && type.card_tk) || type.tk,
      tien: Number(fromFixed(tien, 2)),
      ma_loai_the: card,
      ma_gd: payment.ma_gd ?? null,
      ...(type.loai_tt === PAYMENT_KIND.payment_card ? { ma_the } : {}),
      ...(type.loai_tt === PAYMENT_KIND.no_name_card ? { so_seri } : {}),
      ...(type.loai_tt === PAYMENT_KIND.voucher ? { ma_voucher } : {}),
    });
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  if (other > due) {
    throw invalidInput({
      payments: bilingual(
        `Thanh toán không dùng tiền mặt (${formatNumber(Number(fromFixed(other, 2)))} ₫) vượt quá số phải trả (${formatNumber(Number(fromFixed(due, 2)))} ₫): chỉ tiền mặt được trả thừa để thối lại`,
        "Payments other than cash exceed the amount due: only cash may be given in excess, for change",
      ),
    });
  }
  const paid = cash + other;
  if (inFull && paid < due) throw invalidInput({ payments: bilingual(inFull.vi, inFull.en ?? inFull.vi) });
  return {
    payments,
    tien_thoi: fromFixed(paid > due ? paid - due : 0n, 2),
    con_no: fromFixed(paid < due ? due - paid : 0n, 2),
  };
}

/** What a document's payments came to, less the change given back. */
export function paidOf(header: DocumentRow): Fixed {
  const payments = (header.payments ?? []) as StoredPayment[];
  const given = payments.reduce((sum, p) => sum + toFixed(String(p.tien), 2), 0n);
  return given - toFixed(String(header.tien_thoi ?? "0"), 2);
}

/** What the bill left owing, refused at posting without a customer to owe it. */
export function refuseUnpaid(header: DocumentRow) {
  const owing = toFixed(String(header.con_no ?? "0"), 2);
  if (owing > 0n && !header.ma_kh) {
    throw invalidInput({
      payments: bilingual(
        `Khách còn thiếu ${formatNumber(Number(fromFixed(owing, 2)))} ₫: thu đủ, hoặc chọn khách hàng để ghi công nợ`,
        `The customer still owes ${formatNumber(Number(fromFixed(owing, 2)))} ₫: take it all, or choose the customer to owe it`,
      ),
    });
  }
}

/**
 * Who paid the bill, for its journal: each payment's account for its amount, the cash less the change given back,
 * and the customer's receivable (131) for what is left owing and for the deposit of the order it delivers.
 */
export function payersOf(header: DocumentRow): Payer[] {
  let change = toFixed(String(header.tien_thoi ?? "0"), 2);
  const payments = (header.payments ?? []) as StoredPayment[];
  const payers = payments.map((p) => ({
    tk: p.tk,
    tien: toFixed(String(p.tien), 2),
    cash: p.loai_tt === PAYMENT_KIND.cash,
  }));
  for (const payer of [...payers].reverse()) {
    if (!payer.cash || change === 0n) continue;
    const taken = payer.tien < change ? payer.tien : change;
    payer.tien -= taken;
    change -= taken;
  }
  // What is left owing and the sales order's deposit the bill takes are both the customer's 131.
  const owing = toFixed(String(header.con_no ?? "0"), 2) + toFixed(String(header.tien_coc ?? "0"), 2);
  return [...payers.map(({ tk, tien }) => ({ tk, tien })), ...(owing > 0n ? [{ tk: RECEIVABLE, tien: owing }] : [])];
}

/** The customer's receivable, on which a bill's unpaid part is kept. */
const RECEIVABLE = "131";
