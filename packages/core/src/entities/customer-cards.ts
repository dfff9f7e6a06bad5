import { defineEntity } from "../entity/entity.js";
import type { EnumField, NumberField, ReferenceField, TextField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { codeField, nameField, noteField, statusField } from "./common.js";
import { copiedName } from "./crm/references.js";
import { CUSTOMER_SCREENS, day } from "./customer-fields.js";

/*
 * Membership cards (thẻ thành viên): series of numbers, the cards issued from them to customers, and each card's
 * history, written by the server only.
 */

/** A membership card's level (hạng thẻ), lowest first. */
export const CUSTOMER_CARD_LEVEL_OPTIONS = [
  { value: "THANHVIEN", label: { vi: "Thành viên", en: "Member" } },
  { value: "BAC", label: { vi: "Bạc", en: "Silver" } },
  { value: "VANG", label: { vi: "Vàng", en: "Gold" } },
  { value: "KIMCUONG", label: { vi: "Kim cương", en: "Diamond" } },
] as const;
export type CustomerCardLevel = (typeof CUSTOMER_CARD_LEVEL_OPTIONS)[number]["value"];

/** A membership card in use or locked (lost, given back); a customer holds at most one card in use. */
export const CUSTOMER_CARD_STATE_OPTIONS = [
  { value: "active", label: { vi: "Đang dùng", en: "In use" } },
  { value: "locked", label: { vi: "Đang khóa", en: "Locked" } },
] as const;
export const CUSTOMER_CARD_STATE = statesOf(CUSTOMER_CARD_STATE_OPTIONS);
export type CustomerCardState = (typeof CUSTOMER_CARD_STATE_OPTIONS)[number]["value"];

/** What happened to a membership card, as its history shows it. */
export const CUSTOMER_CARD_MOVE_OPTIONS = [
  { value: "PH", label: { vi: "Cấp thẻ", en: "Issued" } },
  { value: "GH", label: { vi: "Gia hạn", en: "Renewed" } },
  { value: "DH", label: { vi: "Đổi hạng", en: "Level changed" } },
  { value: "KHOA", label: { vi: "Khóa thẻ", en: "Locked" } },
  { value: "MO", label: { vi: "Mở khóa", en: "Unlocked" } },
] as const;
export const CUSTOMER_CARD_MOVE = statesOf(CUSTOMER_CARD_MOVE_OPTIONS);
export type CustomerCardMove = (typeof CUSTOMER_CARD_MOVE_OPTIONS)[number]["value"];

const levelField = {
  name: "hang_the",
  kind: "enum",
  label: { vi: "Hạng thẻ", en: "Card level" },
  options: CUSTOMER_CARD_LEVEL_OPTIONS,
  required: true,
  default: "THANHVIEN",
  filterable: true,
  sortable: true,
} as const satisfies EnumField;

/** A level a history line names (before or after a change). */
const levelOf = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "enum", label: { vi, en }, options: CUSTOMER_CARD_LEVEL_OPTIONS }) as const satisfies EnumField;

const discountField = {
  name: "tl_ck",
  kind: "percent",
  label: { vi: "Chiết khấu (%)", en: "Discount (%)" },
  min: 0,
  max: 100,
  precision: 2,
  required: true,
  default: 0,
  sortable: true,
} as const satisfies NumberField;

const seriesReference = {
  name: "ma_day",
  kind: "reference",
  label: { vi: "Dãy số thẻ", en: "Card series" },
  entity: "customer-card-series",
  valueField: "ma_day",
  labelField: "ten_day",
  required: true,
  filterable: true,
} as const satisfies ReferenceField;

const customerCode = {
  name: "ma_kh",
  kind: "reference",
  label: { vi: "Khách hàng", en: "Customer" },
  entity: "partner",
  valueField: "ma_kh",
  labelField: "ten_kh",
  copyLabelTo: "ten_kh",
  required: true,
  filterable: true,
  sortable: true,
} as const satisfies ReferenceField;

/**
 * A series of membership card numbers (dãy số thẻ): `tien_to` then `tu_so` … `den_so` written on `do_dai` digits
 * (TV000001), of one level and discount, valid `so_thang` months from issue (empty: no expiry). `so_cuoi`, the last
 * number given, is the server's, moved under the series' row lock so two issues never get the same number.
 */
export const customerCardSeriesEntity = defineEntity({
  name: "customer-card-series",
  label: { vi: "Dãy số thẻ khách hàng", en: "Customer card series" },
  table: "customer_card_series",
  api: "sales/customer-card-series",
  path: "/sales/customer-card-series",
  command: "sales.customer-card-series",
  rights: { lookup: { pickedBy: CUSTOMER_SCREENS } },
  labelField: "ten_day",
  pickerFields: ["hang_the", "tl_ck", "so_thang"],
  defaultSort: { key: "ma_day", type: "asc" },
  fields: [
    codeField("ma_day", "Mã dãy số", "Series code"),
    nameField("ten_day", "Tên dãy số", "Series name"),
    { name: "tien_to", kind: "code", label: { vi: "Tiền tố", en: "Prefix" }, maxLength: 10 } satisfies TextField,
    {
      name: "tu_so",
      kind: "number",
      numericType: "int8",
      label: { vi: "Từ số", en: "From number" },
      required: true,
      min: 0,
      max: 999_999_999_999,
      grouped: false,
    },
    {
      name: "den_so",
      kind: "number",
      numericType: "int8",
      label: { vi: "Đến số", en: "To number" },
      required: true,
      min: 0,
      max: 999_999_999_999,
      grouped: false,
    },
    {
      name: "do_dai",
      kind: "number",
      numericType: "int4",
      label: { vi: "Số chữ số", en: "Digits" },
      required: true,
      default: 6,
      min: 1,
      max: 12,
    },
    levelField,
    discountField,
    {
      name: "so_thang",
      kind: "number",
      numericType: "int4",
      label: { vi: "Thời hạn (tháng, trống: không thời hạn)", en: "Valid for (months, empty: no expiry)" },
      min: 1,
      max: 120,
    },
    {
      name: "so_cuoi",
      kind: "number",
      numericType: "int8",
      label: { vi: "Số đã cấp đến", en: "Issued up to" },
      readOnly: true,
      grouped: false,
    },
    noteField,
    statusField,
  ],
});

/** The last four digits of a card's number, kept in clear beside the encrypted number: shown, searched and sorted by. */
const lastDigitsField = {
  name: "so_the_cuoi",
  kind: "code",
  label: { vi: "4 số cuối", en: "Last 4 digits" },
  readOnly: true,
  searchable: true,
  sortable: true,
  inList: false,
  maxLength: 4,
} as const satisfies TextField;

/**
 * A membership card (thẻ khách hàng) issued to a customer from a series: written by the server only (issue, renew,
 * level change, lock, unlock), each change a line of its history.
 */
export const customerCardEntity = defineEntity({
  name: "customer-card",
  label: { vi: "Thẻ khách hàng", en: "Customer card" },
  table: "customer_cards",
  api: "sales/customer-cards",
  path: "/sales/customer-cards",
  command: "sales.customer-cards",
  rights: { lookup: { pickedBy: CUSTOMER_SCREENS } },
  readOnly: true,
  labelField: "so_the",
  pickerFields: ["ma_kh", "hang_the", "tl_ck", "trang_thai", "ngay_het_han"],
  dateField: "ngay_phat_hanh",
  defaultSort: { key: "ngay_phat_hanh", type: "desc" },
  fields: [
    // Kept encrypted (README "Card data at rest"): found by the whole number only (its blind index), never sorted
    // or searched by it; the last four digits are.
    {
      ...codeField("so_the", "Số thẻ", "Card number"),
      unique: false,
      searchable: false,
      sortable: false,
      filterable: true,
    },
    lastDigitsField,
    customerCode,
    { ...copiedName("ten_kh", "Tên khách hàng", "Customer name"), searchable: true },
    seriesReference,
    levelField,
    discountField,
    { ...day("ngay_phat_hanh", "Ngày cấp", "Issued on"), required: true },
    day("ngay_het_han", "Ngày hết hạn", "Expires on"),
    {
      name: "trang_thai",
      kind: "enum",
      label: { vi: "Trạng thái", en: "State" },
      options: CUSTOMER_CARD_STATE_OPTIONS,
      required: true,
      default: "active",
      filterable: true,
      sortable: true,
    },
    noteField,
  ],
});

/** Every issue, renewal, level change, lock and unlock of a membership card, with who and when (server only). */
export const customerCardHistoryEntity = defineEntity({
  name: "customer-card-history",
  label: { vi: "Lịch sử thẻ khách hàng", en: "Customer card history" },
  table: "customer_card_histories",
  api: "sales/customer-card-histories",
  path: "/sales/customer-card-histories",
  command: "sales.customer-card-histories",
  readOnly: true,
  labelField: "so_the",
  dateField: "ngay",
  defaultSort: { key: "ngay", type: "desc" },
  fields: [
    { name: "ngay", kind: "datetime", label: { vi: "Thời gian", en: "At" }, sortable: true, required: true },
    {
      name: "so_the",
      kind: "code",
      label: { vi: "Số thẻ", en: "Card number" },
      required: true,
      filterable: true,
      maxLength: 32,
    },
    lastDigitsField,
    { name: "ma_kh", kind: "code", label: { vi: "Mã khách hàng", en: "Customer code" }, filterable: true },
    { ...copiedName("ten_kh", "Tên khách hàng", "Customer name"), searchable: true },
    {
      name: "loai",
      kind: "enum",
      label: { vi: "Thao tác", en: "Action" },
      options: CUSTOMER_CARD_MOVE_OPTIONS,
      required: true,
      filterable: true,
    },
    levelOf("hang_cu", "Hạng cũ", "Level before"),
    levelOf("hang_moi", "Hạng mới", "Level after"),
    { name: "het_han_cu", kind: "date", label: { vi: "Hạn cũ", en: "Expiry before" } },
    { name: "het_han_moi", kind: "date", label: { vi: "Hạn mới", en: "Expiry after" } },
    { name: "ly_do", kind: "text", label: { vi: "Lý do", en: "Reason" }, maxLength: 500 },
    { name: "user_name", kind: "text", label: { vi: "Người thực hiện", en: "By" } },
    { name: "ma_dvcs", kind: "code", label: { vi: "Chi nhánh", en: "Branch" }, maxLength: 20 },
  ],
});
