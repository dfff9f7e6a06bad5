import { configIsTrue, type Fixed, formatNumber, fromFixed, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft } from "../../../platform/documents/document-kind.js";
import { goodsLines } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import { prepareStockLines, prepareWarehouses } from "../../stock/documents/stock-drafts.js";
import { pricesInForce } from "../../stock/pricing/price-in-force.js";
import { configValues } from "../../system/config.service.js";
import { keepOtps } from "../cards/customer-otp.js";
import { markTyped } from "../discounts/discount-choice.js";
import { lowerToGoldenHours } from "../golden-hours/golden-prices.js";
import { prepareDelivery } from "../orders/order-deliveries.js";
import { checkPointPayments } from "../points/bill-points.js";
import { applyPromotions } from "../promotions/apply-promotions.js";
import { checkValueDraws } from "../stored-value/value-payments.js";
import { checkVoucherUses } from "../vouchers/voucher-payments.js";
import { checkPayments, type PaymentLine } from "./bill-payments.js";

/** The configs a sale's switches are read from: manual prices, manual discounts, a required customer. */
export interface SaleSwitches {
  price: string;
  discount: string;
  card: string;
}

/** The tenant's switches a bill follows. */
const BILL_SWITCHES: SaleSwitches = {
  price: "sale_bill_price_manual",
  discount: "sale_bill_discount_manual",
  card: "sale_bill_require_card",
};

async function switchesOf(db: TenantDb, names: SaleSwitches) {
  const values = await configValues(db, [names.price, names.discount, names.card]);
  return {
    priceManual: configIsTrue(values[names.price]),
    discountManual: configIsTrue(values[names.discount]),
    requireCustomer: configIsTrue(values[names.card]),
  };
}

export const upper = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim().toUpperCase() : null;

/**
 * The customer and the salesperson a sales document names, each known (422 naming the field), in one read; the
 * codes are kept in capitals, on a document that has them.
 */
export async function checkPeople(db: TenantDb, header: DocumentDraft["header"], requireCustomer: boolean) {
  const [ma_kh, ma_nvbh] = [upper(header.ma_kh), upper(header.ma_nvbh)];
  header.ma_kh = ma_kh;
  if ("ma_nvbh" in header) header.ma_nvbh = ma_nvbh;
  const errors: Record<string, string> = {};
  if (!ma_kh && requireCustomer) {
    errors.ma_kh = bilingual(
      "Hóa đơn phải có khách hàng (cửa hàng bắt buộc thẻ khách hàng)",
      "The bill needs a customer (the shop requires a customer card)",
    );
  }
  if (ma_kh || ma_nvbh) {
    const { rows } = await db.$client.query<{ kh: boolean; nv: boolean }>(
      prepared(
        `SELECT EXISTS (SELECT 1 FROM partners WHERE ma_kh = $1) AS kh,
                EXISTS (SELECT 1 FROM employees WHERE ma_nv = $2 AND status) AS nv`,
        [ma_kh, ma_nvbh],
      ),
    );
    const found = rows[0];
    if (ma_kh && !found?.kh) {
      errors.ma_kh = bilingual(`Khách hàng ${ma_kh} không tồn tại`, `Customer ${ma_kh} does not exist`);
    }
    if (ma_nvbh && !found?.nv) {
      errors.ma_nvbh = bilingual(
        `Nhân viên bán hàng ${ma_nvbh} không tồn tại hoặc đã nghỉ`,
        `Salesperson ${ma_nvbh} does not exist or has left`,
      );
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

const money = (n: number) => formatNumber(n);

/**
 * Each line at the price in force for the branch and day unless the shop lets prices be changed, discounts only
 * where the shop allows them, the products' VAT (a client's rate is not taken).
 */
async function priceLines(db: TenantDb, draft: DocumentDraft, switches: Awaited<ReturnType<typeof switchesOf>>) {
  const prices = await pricesInForce(
    db,
    draft.details.map((l) => ({ ma_vt: l.ma_vt, ma_dvt: String(l.ma_dvt), he_so: String(l.he_so ?? 1) })),
    draft.header.ma_dvcs as string,
    String(draft.header.ngay_ct),
  );
  await lowerToGoldenHours(db, draft, prices);
  const errors: Record<string, string> = {};
  draft.details.forEach((line, i) => {
    const listed = prices[i]?.gia ?? 0;
    const sent = line.gia as number | undefined;
    if (sent === undefined) line.gia = listed;
    else if (sent !== listed && !switches.priceManual) {
      errors[`details.${i}.gia`] = bilingual(
        `Đơn giá của ${line.ma_vt} là giá bán ${money(listed)} ₫: cửa hàng chưa cho phép sửa giá trên hóa đơn`,
        `The price of ${line.ma_vt} is the list price ${money(listed)} ₫: the shop does not allow changing prices on bills`,
      );
    }
    if (line.ck > 0 && !switches.discountManual) {
      errors[`details.${i}.ck`] = bilingual(
        "Cửa hàng chưa cho phép nhập chiết khấu trên hóa đơn",
        "The shop does not allow discounts typed on bills",
      );
    } else if (toFixed(line.ck, 2) * 1000n > toFixed(line.so_luong, 3) * toFixed(line.gia, 2)) {
      errors[`details.${i}.ck`] = bilingual(
        "Chiết khấu không được lớn hơn tiền hàng",
        "The discount may not exceed the line's amount",
      );
    }
    line.thue_suat = prices[i]?.thue_suat ?? 0;
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/**
 * Checks the goods of a sale and completes them: the warehouse in the user's branches, the products and services
 * with their units, priced (`priceLines`) with the promotions in force (`applyPromotions`), the customer (`requireCustomer`: always, else as the shop requires) and
 * the salesperson. `names` are the configs of its switches (a service bill's own). Gives what the sale comes to.
 */
export async function prepareSoldLines(
  db: TenantDb,
  draft: DocumentDraft,
  request: FastifyRequest,
  requireCustomer = false,
  promoted = true,
  names = BILL_SWITCHES,
): Promise<Fixed> {
  const [switches] = await Promise.all([
    switchesOf(db, names),
    prepareWarehouses(db, draft, request),
    prepareStockLines(db, draft, true),
  ]);
  await checkPeople(db, draft.header, requireCustomer || switches.requireCustomer);
  await priceLines(db, draft, switches);
  if (promoted) await applyPromotions(db, draft);
  else markTyped(draft.details);
  return toFixed(goodsLines.price(draft.details).totals.tong_thanh_toan, 2);
}

/**
 * Checks a retail bill and completes it: its goods as any sale's, or, delivering a sales order (`stt_rec_dh`), the
 * order's lines at the order's prices; then the payments against what the bill comes to less the order's deposit it
 * takes (the change and what is left owing).
 */
export async function prepareBill(db: TenantDb, draft: DocumentDraft, request: FastifyRequest) {
  keepOtps(request, draft.header.payments as PaymentLine[]);
  // A flag of the request, not a column: false for a sale made offline at the prices the counter showed.
  const promoted = draft.header.khuyen_mai !== false;
  delete draft.header.khuyen_mai;
  let [due, deposit] = [0n, 0n];
  if (draft.header.stt_rec_dh) {
    const left = await prepareDelivery(db, draft);
    await Promise.all([prepareWarehouses(db, draft, request), checkPeople(db, draft.header, false)]);
    due = toFixed(goodsLines.price(draft.details).totals.tong_thanh_toan, 2);
    deposit = left < due ? left : due;
  } else {
    due = await prepareSoldLines(db, draft, request, false, promoted);
  }
  const checked = await checkPayments(db, (draft.header.payments ?? []) as PaymentLine[], due - deposit, {
    vouchers: true,
  });
  Object.assign(draft.header, checked, { tien_coc: fromFixed(deposit, 2) });
  await Promise.all([
    checkValueDraws(db, draft.header),
    checkPointPayments(db, draft.header),
    checkVoucherUses(db, { ...draft.header, tong_thanh_toan: fromFixed(due, 2) }),
  ]);
}
