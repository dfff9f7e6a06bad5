import { DOCUMENT_STATUS, formatNumber, fromFixed, toFixed } from "@sen/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bilingual, localize } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type DocumentAnswer, documentBody } from "../../../platform/documents/document.schemas.js";
import { documents } from "../../../platform/documents/document.service.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { goodsLines } from "../../../platform/documents/goods-lines.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import type { PaymentLine } from "../bills/bill-payments.js";
import { serviceBillKind } from "../services/service-bill-kind.js";
import { cancelsServing } from "../services/serving-bills.js";

/*
 * A serving's services sold through a service bill (DV1), the one definition of their pricing, discounts, payments,
 * cards, OTP and commissions: priced (`quoteServices`) when the serving is saved, both the lines paid now and the
 * lines paid from package money; sold and posted (`sellPaidLines`) on a bill of its own when the serving is posted,
 * in the same transaction; that bill cancelled with the serving (`cancelPaidBill`).
 */

/** A serving line a bill prices: its place in the serving (for the refusals) and the service and how many. */
export interface SoldLine {
  index: number;
  ma_vt: string;
  so_luong: number;
}

/** The serving's header as a bill reads it. */
type Header = DocumentRow & { ngay_ct: string };

/** A bill's refusal naming its own lines (`details.j`) named by the serving's (`details.index`). */
async function asServingLines<T>(work: Promise<T>, lines: readonly SoldLine[]): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    const named = Object.entries(error.fieldErrors).map(([field, message]) => [
      field.replace(/^details\.(\d+)/, (all, j) => {
        const line = lines[Number(j)];
        return line ? `details.${line.index}` : all;
      }),
      message,
    ]);
    throw new AppError(error.statusCode, error.key, error.params, error.headers, Object.fromEntries(named));
  }
}

/** The bill of `lines` for the serving's customer, from its warehouse, paid by `payments`. */
function billOf(header: Header, lines: readonly SoldLine[], payments: readonly PaymentLine[], status: string) {
  if (!header.ma_kho) {
    throw invalidInput({
      ma_kho: bilingual(
        "Chi nhánh chưa có kho mặc định: chọn kho để bán dịch vụ",
        "The branch has no default warehouse: choose one to sell services",
      ),
    });
  }
  return documentBody(serviceBillKind, goodsLines.fields).parse({
    ngay_ct: header.ngay_ct,
    status,
    dien_giai: "Dịch vụ lẻ thu tiền khi phục vụ",
    ma_dvcs: header.ma_dvcs,
    ma_kho: header.ma_kho,
    ma_kh: header.ma_kh,
    ma_nvbh: header.ma_nvbh ?? null,
    payments,
    details: lines.map((l) => ({ ma_vt: l.ma_vt, so_luong: l.so_luong })),
  });
}

/**
 * Prices services as a service bill would (`POST sales/services/quote`: the price in force, golden hours included,
 * the payments checked against what they come to), nothing written; refusals name the serving's lines.
 */
export function quoteServices(
  db: TenantDb,
  header: Header,
  lines: readonly SoldLine[],
  payments: readonly PaymentLine[],
  request: FastifyRequest,
) {
  const body = billOf(header, lines, payments, DOCUMENT_STATUS.draft);
  return asServingLines(documents.quote(db, serviceBillKind, body, request), lines);
}

/** What a bill's line sold, after discount and before VAT (a technician's commission base). */
export const soldValue = (line: DocumentRow) =>
  fromFixed(toFixed(String(line.tien ?? 0), MONEY) - toFixed(String(line.ck ?? 0), MONEY), MONEY);

/**
 * Refuses a bill that leaves money owing unless the shop lets a serving leave it on the customer's account
 * (`sale_service_package_debt_money`).
 */
export function refuseOwing(bill: DocumentAnswer, debtAllowed: boolean) {
  const owing = toFixed(String(bill.con_no ?? 0), MONEY);
  if (owing <= 0n || debtAllowed) return;
  const shown = formatNumber(Number(fromFixed(owing, MONEY)));
  throw invalidInput({
    payments: bilingual(
      `Khách còn thiếu ${shown} ₫ tiền dịch vụ lẻ: thu đủ (cửa hàng chưa cho phép ghi nợ khi phục vụ)`,
      `The customer still owes ${shown} ₫ for the single services: take it all (the shop allows no debt at a serving)`,
    ),
  });
}

/** The payments a request sent with its serving, OTPs and PINs included (the serving keeps them without). */
const sentPayments = new WeakMap<FastifyRequest, readonly PaymentLine[]>();

/** Keeps the payments as sent for this request's posting; gives them as the serving stores them. */
export function keepPayments(request: FastifyRequest, payments: readonly PaymentLine[]) {
  sentPayments.set(request, payments);
  return payments.map(({ otp: _otp, pin: _pin, ...kept }) => kept);
}

/** The bill each request's serving posted, its number known once the transaction commits. */
const billsOf = new WeakMap<FastifyRequest, DocumentAnswer>();

/** Sells the serving's lines paid now on a service bill, posted in this transaction (or awaiting its approver). */
export async function sellPaidLines(db: TenantDb, header: Header, lines: readonly SoldLine[], request: FastifyRequest) {
  const payments = sentPayments.get(request) ?? ((header.payments_dv ?? []) as PaymentLine[]);
  const body = billOf(header, lines, payments, DOCUMENT_STATUS.posted);
  const bill = await asServingLines(documents.create(db, serviceBillKind, body, request), lines);
  billsOf.set(request, bill);
  return bill;
}

/**
 * Shows the number of the bill a serving posted in the answer: given when the transaction commits, after the answer
 * was made (a stored Idempotency-Key answer gets it from the numbering itself).
 */
export function showBillNumbers(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const bill = billsOf.get(request);
    const answer = payload as DocumentRow | null;
    if (bill && answer && typeof answer === "object" && answer.stt_rec_dv === bill.stt_rec) {
      answer.so_ct_dv = bill.so_ct;
    }
    return payload;
  });
}

/** The cancel of a serving cancels its bill (already cancelled: nothing to do), or says why it cannot. */
export async function cancelPaidBill(db: TenantDb, id: string, request: FastifyRequest) {
  const { rows } = await db.$client.query<{ status: string; so_ct: string }>(
    prepared("SELECT status, so_ct FROM service_bills WHERE stt_rec = $1", [id]),
  );
  const bill = rows[0];
  if (!bill || bill.status === DOCUMENT_STATUS.cancelled) return;
  cancelsServing(request);
  try {
    await documents.changeStatus(db, serviceBillKind, id, DOCUMENT_STATUS.cancelled, request);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    const why = Object.values(error.fieldErrors ?? {})[0];
    const because = (lang: "vi" | "en") => (why ? `: ${localize(why, lang)}` : "");
    throw invalidInput({
      stt_rec_dv: bilingual(
        `Không hủy được phiếu dịch vụ ${bill.so_ct} đã thu tiền dịch vụ lẻ${because("vi")}`,
        `The service bill ${bill.so_ct} that took the single services' money cannot be cancelled${because("en")}`,
      ),
    });
  }
}
