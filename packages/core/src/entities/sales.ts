import { defineEntity } from "../entity/entity.js";
import { statesOf } from "../entity/states.js";
import { accountRef } from "./accounts.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

/**
 * What a payment of a type does at the cashier: cash gives change, a transfer shows a VietQR code, a bank card names
 * its card type, a prepaid or no-name card draws on its balance, a voucher on its uses. A tenant's own type (a wallet
 * paid by transfer) acts as the kind it is given.
 */
export const PAYMENT_KIND_OPTIONS = [
  { value: "cash", label: { vi: "Tiền mặt", en: "Cash" } },
  { value: "transfer", label: { vi: "Chuyển khoản", en: "Bank transfer" } },
  { value: "bank_card", label: { vi: "Thẻ ngân hàng", en: "Bank card" } },
  { value: "payment_card", label: { vi: "Thẻ trả trước", en: "Prepaid card" } },
  { value: "no_name_card", label: { vi: "Thẻ vô danh", en: "No-name card" } },
  { value: "voucher", label: { vi: "Voucher", en: "Voucher" } },
  { value: "points", label: { vi: "Điểm tích lũy", en: "Loyalty points" } },
] as const;
export const PAYMENT_KIND = statesOf(PAYMENT_KIND_OPTIONS);
export type PaymentKind = (typeof PAYMENT_KIND_OPTIONS)[number]["value"];

/** The payment types every tenant starts with, by the codes a bill's `payments[].ma_httt` carries. */
/** The screens that take payments or pay money back, and so pick payment and card types. */
const PAYING_SCREENS = [
  "sales.retail-orders",
  "sales.bills",
  "sales.returns",
  "sales.sale-orders",
  "sales.services",
] as const;

export const PAYMENT_TYPE = {
  cash: "TM",
  transfer: "CK",
  bankCard: "THE",
  paymentCard: "TTT",
  noNameCard: "TVD",
  voucher: "VC",
  points: "DIEM",
} as const;

/**
 * A payment type (hình thức thanh toán): how a bill may be paid, and the account the money goes to (Nợ): cash
 * 1111, a transfer 1121, a bank card 113 until the bank settles, a prepaid or no-name card 3387 (the customer's money
 * held until used), a voucher 521, loyalty points 641 (what a shop gives in points is a selling expense). A transfer
 * names the bank account its VietQR code pays into.
 */
export const paymentTypeEntity = defineEntity({
  name: "payment-type",
  label: { vi: "Hình thức thanh toán", en: "Payment type" },
  table: "payment_types",
  api: "sales/payment-types",
  path: "/sales/payment-types",
  command: "sales.payment-types",
  rights: { lookup: { pickedBy: PAYING_SCREENS } },
  labelField: "ten_httt",
  // The cashier draws a transfer's VietQR code from the bank and account.
  pickerFields: ["loai_tt", "tk", "ma_ngan_hang", "so_tk_nh", "chu_tk_nh"],
  defaultSort: { key: "thu_tu", type: "asc" },
  fields: [
    codeField("ma_httt", "Mã hình thức", "Type code"),
    nameField("ten_httt", "Tên hình thức", "Type name"),
    { name: "ten_httt_en", kind: "text", label: { vi: "Tên tiếng Anh", en: "English name" }, inList: false },
    {
      name: "loai_tt",
      kind: "enum",
      label: { vi: "Cách thanh toán", en: "Kind" },
      options: PAYMENT_KIND_OPTIONS,
      required: true,
      default: "cash",
      filterable: true,
    },
    accountRef("tk", "Tài khoản Nợ", "Debit account", true),
    {
      name: "ma_ngan_hang",
      kind: "code",
      label: { vi: "Mã ngân hàng (BIN VietQR)", en: "Bank BIN (VietQR)" },
      maxLength: 6,
      inList: false,
    },
    { name: "so_tk_nh", kind: "code", label: { vi: "Số tài khoản nhận", en: "Account number" }, maxLength: 19 },
    { name: "chu_tk_nh", kind: "text", label: { vi: "Chủ tài khoản", en: "Account holder" }, inList: false },
    {
      name: "thu_tu",
      kind: "number",
      label: { vi: "Thứ tự", en: "Order" },
      min: 0,
      max: 999,
      precision: 0,
      default: 0,
      sortable: true,
    },
    noteField,
    statusField,
  ],
});

/**
 * A bank card type (loại thẻ: Visa, Mastercard, JCB, NAPAS…) a `THE` payment names: its account while the bank owes
 * the money, and the bank's fee in percent of what is paid.
 */
export const cardTypeEntity = defineEntity({
  name: "card-type",
  label: { vi: "Loại thẻ", en: "Card type" },
  table: "card_types",
  api: "sales/card-types",
  path: "/sales/card-types",
  command: "sales.card-types",
  rights: { lookup: { pickedBy: PAYING_SCREENS } },
  labelField: "ten_loai_the",
  pickerFields: ["tk", "phi"],
  defaultSort: { key: "ma_loai_the", type: "asc" },
  fields: [
    codeField("ma_loai_the", "Mã loại thẻ", "Card type code"),
    nameField("ten_loai_the", "Tên loại thẻ", "Card type name"),
    accountRef("tk", "Tài khoản Nợ", "Debit account", true),
    {
      name: "phi",
      kind: "percent",
      label: { vi: "Phí ngân hàng (%)", en: "Bank fee (%)" },
      min: 0,
      max: 100,
      precision: 2,
      default: 0,
      sortable: true,
    },
    noteField,
    statusField,
  ],
});

export const discountCodeEntity = defineEntity({
  name: "discount-code",
  label: { vi: "Mã chiết khấu", en: "Discount code" },
  table: "discount_codes",
  api: "sales/discount-codes",
  path: "/generic/discount-codes",
  command: "generic.discount-codes",
  labelField: "ten_ck",
  dateField: "tu_ngay",
  defaultSort: { key: "ma_ck", type: "asc" },
  fields: [
    codeField("ma_ck", "Mã chiết khấu", "Discount code"),
    nameField("ten_ck", "Tên chiết khấu", "Discount name"),
    {
      name: "loai_ck",
      kind: "enum",
      label: { vi: "Loại chiết khấu", en: "Kind" },
      required: true,
      filterable: true,
      default: "percent",
      options: [
        { value: "percent", label: { vi: "Theo phần trăm", en: "Percentage" } },
        { value: "amount", label: { vi: "Theo số tiền", en: "Amount" } },
      ],
    },
    {
      name: "gia_tri",
      kind: "number",
      label: { vi: "Giá trị", en: "Value" },
      required: true,
      min: 0,
      precision: 2,
      sortable: true,
    },
    { name: "tu_ngay", kind: "date", label: { vi: "Từ ngày", en: "From" }, sortable: true },
    { name: "den_ngay", kind: "date", label: { vi: "Đến ngày", en: "To" }, sortable: true },
    noteField,
    statusField,
  ],
});
