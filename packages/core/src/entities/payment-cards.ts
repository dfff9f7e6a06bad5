import { defineEntity } from "../entity/entity.js";
import type { BooleanField, DateField, NumberField, ReferenceField } from "../entity/field.js";
import { codeField, fromDayField, nameField, noteField, statusField, toDayField } from "./common.js";

/*
 * Prepaid payment cards (thẻ trả trước): a named card holding a customer's money until it is spent. Its balance
 * (`so_du`) is the sum of its ledger (top-ups, their bonus, payments, refunds), kept by the server only.
 */

/** The screens that find a card by its number: paying with it, topping it up, locking it, its balance and history. */
const CARD_SCREENS = [
  "sales.retail-orders",
  "sales.bills",
  "sales.returns",
  "sales.sale-orders",
  "sales.payment-cards.update",
  "sales.payment-cards.lookup",
  "sales.payment-cards.lock",
  "sales.payment-cards.unlock",
  "sales.payment-cards.balances",
  "sales.payment-card-histories",
] as const;

const owner = {
  name: "ma_kh",
  kind: "reference",
  label: { vi: "Khách hàng", en: "Customer" },
  entity: "partner",
  valueField: "ma_kh",
  labelField: "ten_kh",
  required: true,
  searchable: true,
  sortable: true,
  filterable: true,
} as const satisfies ReferenceField;

const money = (name: string, vi: string, en: string) =>
  ({ name, kind: "money", label: { vi, en }, min: 0, sortable: true }) as const satisfies NumberField;

export const paymentCardEntity = defineEntity({
  name: "payment-card",
  label: { vi: "Thẻ trả trước", en: "Payment card" },
  table: "payment_cards",
  api: "sales/payment-cards",
  path: "/sales/payment-cards",
  command: "sales.payment-cards",
  rights: { lookup: { pickedBy: CARD_SCREENS } },
  labelField: "ma_the",
  pickerFields: ["ma_kh", "so_du", "khoa", "co_pin"],
  defaultSort: { key: "ma_the", type: "asc" },
  fields: [
    // Filterable: the counter asks after the one card typed (`lookup?ma_the=`), never for every card.
    { ...codeField("ma_the", "Số thẻ", "Card number"), filterable: true },
    owner,
    {
      name: "ngay_phat_hanh",
      kind: "date",
      label: { vi: "Ngày phát hành", en: "Issued on" },
      sortable: true,
    } as const satisfies DateField,
    {
      name: "ngay_het_han",
      kind: "date",
      label: { vi: "Ngày hết hạn (trống: không thời hạn)", en: "Expires on (empty: never)" },
      sortable: true,
    } as const satisfies DateField,
    { ...money("so_du", "Số dư", "Balance"), readOnly: true, required: true, default: 0 },
    {
      name: "khoa",
      kind: "boolean",
      label: { vi: "Đang khóa", en: "Locked" },
      default: false,
      readOnly: true,
      filterable: true,
    } as const satisfies BooleanField,
    {
      // Set by its own request (the PIN itself is written only, kept encrypted, never answered).
      name: "co_pin",
      kind: "boolean",
      label: { vi: "Có mã PIN", en: "Has a PIN" },
      default: false,
      readOnly: true,
    } as const satisfies BooleanField,
    noteField,
    statusField,
  ],
});

/**
 * A top-up policy (chính sách nạp thẻ): from `tu_tien` paid at once, within its dates, the card gets `tien_km` more;
 * of the policies a top-up reaches, the one with the highest `tu_tien` applies.
 */
export const paymentCardPolicyEntity = defineEntity({
  name: "payment-card-policy",
  label: { vi: "Chính sách nạp thẻ", en: "Top-up policy" },
  table: "payment_card_policies",
  api: "sales/payment-card-policies",
  path: "/sales/payment-card-policies",
  command: "sales.payment-card-policies",
  labelField: "ten_cs",
  dateField: "tu_ngay",
  defaultSort: { key: "tu_tien", type: "asc" },
  fields: [
    codeField("ma_cs", "Mã chính sách", "Policy code"),
    nameField("ten_cs", "Tên chính sách", "Policy name"),
    { ...money("tu_tien", "Nạp từ (₫)", "Top-up from (₫)"), required: true },
    { ...money("tien_km", "Tiền tặng thêm (₫)", "Bonus (₫)"), required: true },
    { ...fromDayField, required: true },
    toDayField,
    noteField,
    statusField,
  ],
});
