import { defineEntity } from "../entity/entity.js";
import type { ReferenceField } from "../entity/field.js";
import { codeField, nameField, noteField, statusField } from "./common.js";
import { copiedName } from "./crm/references.js";
import { CUSTOMER_SCREENS, day, money } from "./customer-fields.js";

/*
 * The buying side of the partner (the CRM's `partners` row is the customer: there is no second copy): customer
 * groups at three levels, VIP periods and the salespeople who sell (membership cards: customer-cards.ts).
 */

/** The three levels of grouping a customer has (nhóm 1, 2, 3), each a field of the partner (`nh_kh1` …). */
export const CUSTOMER_GROUP_LEVEL_OPTIONS = [
  { value: "1", label: { vi: "Nhóm 1", en: "Group 1" } },
  { value: "2", label: { vi: "Nhóm 2", en: "Group 2" } },
  { value: "3", label: { vi: "Nhóm 3", en: "Group 3" } },
] as const;
export type CustomerGroupLevel = (typeof CUSTOMER_GROUP_LEVEL_OPTIONS)[number]["value"];

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
  /** The loyalty points the customer holds. */
  so_diem: number;
  /** The membership card in use, else the latest one: its number, level and state. */
  so_the: string | null;
  hang_the: string | null;
  trang_thai_the: string | null;
  /** The VIP level in force today (the highest reached of the periods computed), and until when. */
  hang_vip: string | null;
  vip_den_ngay: string | null;
}

/** The screens that show or set customers' groups and cards besides their own lists. */
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
  // A discount may be for the customers of a group.
  rights: { lookup: { pickedBy: [...CUSTOMER_SCREENS, "sales.discounts"] } },
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
