import { defineEntity } from "../entity/entity.js";
import type { DateField, EnumField, NumberField, ReferenceField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

/*
 * No-name cards (thẻ vô danh): anonymous stored-value cards known by their serial (`so_seri`), of a type (face value,
 * selling price). Issued in batches into a branch's stock, sold (activated with their face value), topped up,
 * transferred between branches or card to card, and paid with (`TVD` with `so_seri`). The balance (`so_du`) is the
 * sum of the card's ledger, kept by the server only.
 */

/** The screens that find a no-name card by its serial: paying with it, selling, topping up, moving, looking up. */
export const NO_NAME_SCREENS = [
  "sales.retail-orders",
  "sales.bills",
  "sales.returns",
  "sales.sale-orders",
  "sales.no-name-orders",
  "sales.no-name-deposits",
  "sales.no-name-transfers",
  "sales.no-name-receives",
  "sales.no-name-lookup",
  "sales.no-name-histories",
] as const;

/** Where a card is in its life: in a branch's stock, on its way to another branch, sold (usable), void. */
export const NO_NAME_STATE_OPTIONS = [
  { value: "kho", label: { vi: "Trong kho", en: "In stock" } },
  { value: "chuyen", label: { vi: "Đang chuyển", en: "In transit" } },
  { value: "ban", label: { vi: "Đã bán", en: "Sold" } },
  { value: "huy", label: { vi: "Đã hủy", en: "Void" } },
] as const;
export const NO_NAME_STATE = statesOf(NO_NAME_STATE_OPTIONS);
export type NoNameState = (typeof NO_NAME_STATE_OPTIONS)[number]["value"];

/** What a movement of a no-name card is, as its history shows it; a cancel writes HUY (a payment's, HOAN). */
export const NO_NAME_MOVE_OPTIONS = [
  { value: "PH", label: { vi: "Phát hành", en: "Issued" } },
  { value: "BAN", label: { vi: "Bán thẻ", en: "Sold" } },
  { value: "NAP", label: { vi: "Nạp tiền", en: "Topped up" } },
  { value: "CHUYEN", label: { vi: "Chuyển chi nhánh", en: "Sent to a branch" } },
  { value: "NHAN", label: { vi: "Nhận về chi nhánh", en: "Received at a branch" } },
  { value: "CHUYEN_DI", label: { vi: "Chuyển tiền sang thẻ khác", en: "Moved to another card" } },
  { value: "CHUYEN_DEN", label: { vi: "Nhận tiền từ thẻ khác", en: "Moved from another card" } },
  { value: "TT", label: { vi: "Thanh toán", en: "Payment" } },
  { value: "HOAN", label: { vi: "Hoàn tiền", en: "Refund" } },
  { value: "HUY", label: { vi: "Hủy chứng từ", en: "Cancelled" } },
] as const;
export const NO_NAME_MOVE = statesOf(NO_NAME_MOVE_OPTIONS);
export type NoNameMove = (typeof NO_NAME_MOVE_OPTIONS)[number]["value"];

/** How a transfer moves cards: runs of cards in stock to another branch, or a balance from card to card. */
export const NO_NAME_TRANSFER_OPTIONS = [
  { value: "chi_nhanh", label: { vi: "Chuyển thẻ sang chi nhánh khác", en: "Cards to another branch" } },
  { value: "the", label: { vi: "Chuyển số dư từ thẻ sang thẻ", en: "Balance from card to card" } },
] as const;
export const NO_NAME_TRANSFER = statesOf(NO_NAME_TRANSFER_OPTIONS);

const money = (name: string, vi: string, en: string) =>
  ({ name, kind: "money", label: { vi, en }, min: 0, sortable: true }) as const satisfies NumberField;

const cardType = {
  name: "ma_loai",
  kind: "reference",
  label: { vi: "Loại thẻ", en: "Card type" },
  entity: "no-name-type",
  valueField: "ma_loai",
  labelField: "ten_loai",
  filterable: true,
  sortable: true,
} as const satisfies ReferenceField;

const day = (name: string, vi: string, en: string) =>
  ({ name, kind: "date", label: { vi, en }, sortable: true }) as const satisfies DateField;

/**
 * A type of no-name card (loại thẻ vô danh): what a card holds once sold (`menh_gia`), what it sells for (`gia_ban`,
 * at most its face value: the difference is a discount the shop gives) and how many days it may be used after sale.
 */
export const noNameTypeEntity = defineEntity({
  name: "no-name-type",
  label: { vi: "Loại thẻ vô danh", en: "No-name card type" },
  table: "no_name_types",
  api: "sales/no-name-types",
  path: "/sales/no-name-types",
  command: "sales.no-name-types",
  rights: { lookup: { pickedBy: NO_NAME_SCREENS } },
  labelField: "ten_loai",
  pickerFields: ["menh_gia", "gia_ban", "so_ngay"],
  defaultSort: { key: "menh_gia", type: "asc" },
  fields: [
    codeField("ma_loai", "Mã loại thẻ", "Type code"),
    nameField("ten_loai", "Tên loại thẻ", "Type name"),
    { ...money("menh_gia", "Mệnh giá (₫)", "Face value (₫)"), required: true },
    { ...money("gia_ban", "Giá bán (₫)", "Selling price (₫)"), required: true },
    {
      name: "so_ngay",
      kind: "number",
      label: { vi: "Thời hạn sử dụng (ngày, trống: không thời hạn)", en: "Valid for (days, empty: no limit)" },
      min: 1,
      max: 36_500,
      precision: 0,
      sortable: true,
    } as const satisfies NumberField,
    noteField,
    statusField,
  ],
});

/**
 * A discount on selling no-name cards (chiết khấu thẻ vô danh): `tl_ck` percent off the selling price of the cards
 * of a type (every type when empty) when one order sells at least `tu_so_luong` of them, within its dates. Of those
 * an order line reaches, the highest percent applies.
 */
export const noNameDiscountEntity = defineEntity({
  name: "no-name-discount",
  label: { vi: "Chiết khấu thẻ vô danh", en: "No-name card discount" },
  table: "no_name_discounts",
  api: "sales/no-name-discounts",
  path: "/sales/no-name-discounts",
  command: "sales.no-name-discounts",
  rights: { lookup: { pickedBy: ["sales.no-name-orders"] } },
  labelField: "ten_ck",
  dateField: "tu_ngay",
  defaultSort: { key: "tu_ngay", type: "desc" },
  fields: [
    codeField("ma_ck", "Mã chiết khấu", "Discount code"),
    nameField("ten_ck", "Tên chiết khấu", "Discount name"),
    { ...cardType, label: { vi: "Loại thẻ (trống: mọi loại)", en: "Card type (empty: every type)" } },
    {
      name: "tu_so_luong",
      kind: "number",
      label: { vi: "Mua từ (thẻ)", en: "From (cards)" },
      required: true,
      default: 1,
      min: 1,
      max: 1_000_000,
      precision: 0,
      sortable: true,
    } as const satisfies NumberField,
    {
      name: "tl_ck",
      kind: "percent",
      label: { vi: "Chiết khấu (%)", en: "Discount (%)" },
      required: true,
      min: 0,
      max: 100,
      precision: 2,
      sortable: true,
    } as const satisfies NumberField,
    { ...day("tu_ngay", "Từ ngày", "From"), required: true },
    day("den_ngay", "Đến ngày (trống: không thời hạn)", "To (empty: open-ended)"),
    noteField,
    statusField,
  ],
});

/**
 * A no-name card (thẻ vô danh), written by its documents only: issued into a branch's stock (`kho`), sent to another
 * branch (`chuyen`, on the transfer `stt_rec_chuyen`, to `ma_dvcs_nhan`), sold (`ban`: it holds its face value
 * and may pay until `ngay_het_han`), or void (`huy`, its issue cancelled).
 */
export const noNameCardEntity = defineEntity({
  name: "no-name-card",
  label: { vi: "Thẻ vô danh", en: "No-name card" },
  table: "no_name_cards",
  api: "sales/no-name-cards",
  path: "/sales/no-name-cards",
  command: "sales.no-name-cards",
  rights: { lookup: { pickedBy: NO_NAME_SCREENS } },
  branchScoped: true,
  readOnly: true,
  large: true,
  labelField: "so_seri",
  pickerFields: ["ma_loai", "trang_thai", "so_du", "menh_gia"],
  dateField: "ngay_phat_hanh",
  defaultSort: { key: "so_seri", type: "asc" },
  fields: [
    { ...codeField("so_seri", "Số seri", "Serial"), readOnly: true },
    { ...cardType, required: true, readOnly: true },
    { ...money("menh_gia", "Mệnh giá", "Face value"), required: true, readOnly: true },
    {
      name: "trang_thai",
      kind: "enum",
      label: { vi: "Tình trạng", en: "State" },
      options: NO_NAME_STATE_OPTIONS,
      required: true,
      default: NO_NAME_STATE.kho,
      filterable: true,
      sortable: true,
      readOnly: true,
    } as const satisfies EnumField,
    { ...money("so_du", "Số dư", "Balance"), required: true, default: 0, readOnly: true },
    { ...day("ngay_phat_hanh", "Ngày phát hành", "Issued on"), required: true, readOnly: true },
    { ...day("ngay_ban", "Ngày bán", "Sold on"), readOnly: true },
    { ...day("ngay_het_han", "Hạn sử dụng", "Valid until"), readOnly: true },
    {
      name: "ma_dvcs_nhan",
      kind: "code",
      label: { vi: "Đang chuyển đến", en: "On its way to" },
      maxLength: 32,
      readOnly: true,
      inList: false,
    },
    { name: "stt_rec_ph", kind: "text", label: { vi: "Đợt phát hành", en: "Issue" }, readOnly: true, inList: false },
    {
      name: "stt_rec_chuyen",
      kind: "text",
      label: { vi: "Phiếu chuyển", en: "Transfer" },
      readOnly: true,
      inList: false,
    },
  ],
});
