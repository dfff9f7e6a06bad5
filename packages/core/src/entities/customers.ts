import { defineEntity } from "../entity/entity.js";
import type { DateField, EnumField, NumberField, ReferenceField, TextField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { codeField, nameField, noteField, statusField } from "./common.js";
import { copiedName } from "./crm/references.js";

/*
 * The buying side of the partner (the CRM's `partners` row is the customer: there is no second copy): customer
 * groups at three levels, membership cards issued from number series with their history, VIP periods, and the
 * salespeople who sell.
 */

/** The three levels of grouping a customer has (nhóm 1, 2, 3), each a field of the partner (`nh_kh1` …). */
export const CUSTOMER_GROUP_LEVEL_OPTIONS = [
  { value: "1", label: { vi: "Nhóm 1", en: "Group 1" } },
  { value: "2", label: { vi: "Nhóm 2", en: "Group 2" } },
  { value: "3", label: { vi: "Nhóm 3", en: "Group 3" } },
] as const;
export type CustomerGroupLevel = (typeof CUSTOMER_GROUP_LEVEL_OPTIONS)[number]["value"];

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

/** What sales knows of a customer beside the partner's own fields: the customer list's and overview's figures. */
export interface CustomerFigures {
  /** Net posted spending (bills less returns), in VND. */
  tong_mua: number;
  /** Posted bills. */
  so_hd: number;
  /** The day (YYYY-MM-DD) of the latest posted bill. */
  lan_cuoi: string | null;
  /** What the customer's prepaid cards hold. */
  so_du_the: number;
  /** The membership card in use, else the latest one: its number, level and state. */
  so_the: string | null;
  hang_the: string | null;
  trang_thai_the: string | null;
  /** The VIP level in force today (the highest reached of the periods computed), and until when. */
  hang_vip: string | null;
  vip_den_ngay: string | null;
}

/** The screens that show or set customers' groups and cards besides their own lists. */
const CUSTOMER_SCREENS = ["sales.customers"] as const;

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

const day = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "date", label: { vi, en }, sortable: true }) as const satisfies DateField;

const money = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "money", label: { vi, en }, min: 0, sortable: true }) as const satisfies NumberField;

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
 * A customer group (nhóm khách hàng) at one of three levels. With `customer_group3_manual` off, a customer's group 3
 * is the server's: the level-3 group with the highest `tu_tien` their net posted spending reaches.
 */
export const customerGroupEntity = defineEntity({
  name: "customer-group",
  label: { vi: "Nhóm khách hàng", en: "Customer group" },
  table: "customer_groups",
  api: "sales/customer-groups",
  path: "/sales/customer-groups",
  command: "sales.customer-groups",
  rights: { lookup: { pickedBy: CUSTOMER_SCREENS } },
  labelField: "ten_nh",
  pickerFields: ["loai_nh"],
  defaultSort: { key: "ma_nh", type: "asc" },
  fields: [
    codeField("ma_nh", "Mã nhóm", "Group code"),
    nameField("ten_nh", "Tên nhóm", "Group name"),
    {
      name: "loai_nh",
      kind: "enum",
      label: { vi: "Cấp nhóm", en: "Level" },
      options: CUSTOMER_GROUP_LEVEL_OPTIONS,
      required: true,
      default: "1",
      filterable: true,
      sortable: true,
    },
    money("tu_tien", "Doanh số từ (nhóm 3 tự động)", "Spending from (automatic group 3)"),
    noteField,
    statusField,
  ],
});

/** The partner's three group fields (`nh_kh1` …), set by the sales customer screen, never by the partner form. */
export const customerGroupField = <const N extends string>(name: N, level: CustomerGroupLevel) =>
  ({
    name,
    kind: "reference",
    label: { vi: `Nhóm khách hàng ${level}`, en: `Customer group ${level}` },
    entity: "customer-group",
    valueField: "ma_nh",
    labelField: "ten_nh",
    readOnly: true,
    filterable: true,
    inList: false,
  }) as const satisfies ReferenceField;

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
    { ...codeField("so_the", "Số thẻ", "Card number"), filterable: true },
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
      searchable: true,
      filterable: true,
      sortable: true,
      maxLength: 32,
    },
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

/**
 * A VIP period (kỳ xét hạng VIP): a customer whose net posted spending between `tu_ngay` and `den_ngay` reaches
 * `tu_tien` becomes `ten_hang` until `vip_den_ngay` (by default as long again after the period). The server's
 * computation writes who reached it, when (`ngay_xet`) and how many (`so_kh_dat`).
 */
export const vipPeriodEntity = defineEntity({
  name: "vip-period",
  label: { vi: "Kỳ xét hạng VIP", en: "VIP period" },
  table: "vip_periods",
  api: "sales/vip-periods",
  path: "/sales/vip-periods",
  command: "sales.vip-periods",
  rights: { lookup: { pickedBy: CUSTOMER_SCREENS } },
  labelField: "ten_ky",
  dateField: "tu_ngay",
  defaultSort: { key: "tu_ngay", type: "desc" },
  fields: [
    codeField("ma_ky", "Mã kỳ", "Period code"),
    nameField("ten_ky", "Tên kỳ", "Period name"),
    { ...nameField("ten_hang", "Hạng VIP", "VIP level"), default: "VIP", searchable: false, maxLength: 100 },
    { ...day("tu_ngay", "Xét từ ngày", "Spending from"), required: true },
    { ...day("den_ngay", "Xét đến ngày", "Spending to"), required: true },
    { ...money("tu_tien", "Doanh số từ", "Spending from (₫)"), required: true },
    day("vip_den_ngay", "VIP đến ngày", "VIP until"),
    { name: "ngay_xet", kind: "datetime", label: { vi: "Xét lúc", en: "Computed at" }, readOnly: true },
    {
      name: "so_kh_dat",
      kind: "number",
      numericType: "int4",
      label: { vi: "Số khách đạt", en: "Customers reaching it" },
      readOnly: true,
    },
    noteField,
    statusField,
  ],
});

/**
 * A salesperson (nhân viên bán hàng): an employee who sells, named on bills as `ma_nvbh`, with the sales team they
 * belong to.
 */
export const salerEntity = defineEntity({
  name: "saler",
  label: { vi: "Nhân viên bán hàng", en: "Salesperson" },
  table: "salers",
  api: "sales/salers",
  path: "/sales/salers",
  command: "sales.salers",
  rights: { lookup: { pickedBy: ["sales.retail-orders", "sales.bills", "sales.sale-orders", ...CUSTOMER_SCREENS] } },
  labelField: "ten_nvbh",
  defaultSort: { key: "ma_nvbh", type: "asc" },
  fields: [
    {
      name: "ma_nvbh",
      kind: "reference",
      label: { vi: "Nhân viên", en: "Employee" },
      entity: "employee",
      valueField: "ma_nv",
      labelField: "ten_nv",
      copyLabelTo: "ten_nvbh",
      required: true,
      unique: true,
      sortable: true,
    },
    { ...copiedName("ten_nvbh", "Tên nhân viên", "Employee name"), searchable: true },
    {
      name: "nhom_ban_hang",
      kind: "text",
      label: { vi: "Nhóm bán hàng", en: "Sales team" },
      searchable: true,
      sortable: true,
      maxLength: 100,
    },
    noteField,
    statusField,
  ],
});
