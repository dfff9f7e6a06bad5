import { defineEntity } from "../entity/entity.js";
import type { DateField, EnumField, NumberField, ReferenceField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import {
  appliedBranchField,
  codeField,
  fromDayField,
  nameField,
  noteField,
  statusField,
  toDayField,
} from "./common.js";
import { copiedName, employeeReference } from "./crm/references.js";

/*
 * Commissions and wages (hoa hồng, tiền công): what the people who sell, perform and advise earn on what a bill,
 * a service bill or a serving posts. A commission rule gives a percent of a line's value (after discount, before
 * VAT) or an amount per unit, to one role; a wage rule pays a technician an amount per turn (session) of a service.
 * What each document earned is kept in the server's commission ledger, reversed by returns and cancels.
 */

/** Who earns on a line: the seller (the bill's salesperson), the technician (the serving line's), the consultant. */
export const COMMISSION_ROLE_OPTIONS = [
  { value: "NVBH", label: { vi: "Nhân viên bán hàng", en: "Seller" } },
  { value: "KTV", label: { vi: "Kỹ thuật viên", en: "Technician" } },
  { value: "NVTV", label: { vi: "Nhân viên tư vấn", en: "Consultant" } },
] as const;
export const COMMISSION_ROLE = statesOf(COMMISSION_ROLE_OPTIONS);
export type CommissionRole = (typeof COMMISSION_ROLE_OPTIONS)[number]["value"];

/** How a commission is counted: a percent of the line's value, or an amount per unit sold. */
export const COMMISSION_BASIS_OPTIONS = [
  { value: "TL", label: { vi: "Tỷ lệ % trên doanh số", en: "Percent of sales" } },
  { value: "TIEN", label: { vi: "Số tiền mỗi đơn vị", en: "Amount per unit" } },
] as const;
export const COMMISSION_BASIS = statesOf(COMMISSION_BASIS_OPTIONS);

/** What an entry of the commission ledger pays: a commission on a line, or a wage for turns of a service. */
export const COMMISSION_KIND_OPTIONS = [
  { value: "HH", label: { vi: "Hoa hồng", en: "Commission" } },
  { value: "TC", label: { vi: "Tiền công", en: "Wage" } },
] as const;
export const COMMISSION_KIND = statesOf(COMMISSION_KIND_OPTIONS);

/** A product's or a rule's commission group. */
export const commissionGroupReference = {
  name: "ma_nhom_hh",
  kind: "reference",
  label: { vi: "Nhóm hoa hồng", en: "Commission group" },
  entity: "commission-group",
  valueField: "ma_nhom_hh",
  labelField: "ten_nhom_hh",
  filterable: true,
} as const satisfies ReferenceField;

export const commissionGroupEntity = defineEntity({
  name: "commission-group",
  label: { vi: "Nhóm hoa hồng", en: "Commission group" },
  table: "commission_groups",
  api: "sales/commisstion-groups",
  path: "/sales/commisstion-groups",
  command: "sales.commisstion-groups",
  labelField: "ten_nhom_hh",
  defaultSort: { key: "ma_nhom_hh", type: "asc" },
  fields: [
    codeField("ma_nhom_hh", "Mã nhóm hoa hồng", "Commission group code"),
    nameField("ten_nhom_hh", "Tên nhóm hoa hồng", "Commission group name"),
    noteField,
    statusField,
  ],
});

const roleField = {
  name: "vai_tro",
  kind: "enum",
  label: { vi: "Vai trò", en: "Role" },
  options: COMMISSION_ROLE_OPTIONS,
  required: true,
  default: COMMISSION_ROLE.NVBH,
  filterable: true,
  sortable: true,
} as const satisfies EnumField;

const startField = { ...fromDayField, required: true } as const satisfies DateField;

/**
 * A commission rule (hoa hồng): role `vai_tro` earns `muc` percent of a line's value, or `muc` ₫ a unit, on the
 * lines of product `ma_vt`, else of the products of commission group `ma_nhom_hh` and/or product group `ma_nhom`
 * (none of them: every product), from `tu_ngay` to `den_ngay`, in branch `ma_dvcs` (empty: every branch). Of the
 * rules that fit a line, the product's own wins over a commission group's, that over a product group's, that over
 * one for everything; then a branch's own over an every-branch one; then the latest start; then the smallest code.
 */
export const commissionRuleEntity = defineEntity({
  name: "commission-rule",
  label: { vi: "Hoa hồng", en: "Commission" },
  table: "commission_rules",
  api: "sales/commisstions",
  path: "/sales/commisstions",
  command: "sales.commisstions",
  labelField: "ten_hh",
  dateField: "tu_ngay",
  defaultSort: { key: "ma_hh", type: "asc" },
  fields: [
    codeField("ma_hh", "Mã hoa hồng", "Commission code"),
    nameField("ten_hh", "Tên hoa hồng", "Commission name"),
    roleField,
    {
      name: "ma_vt",
      kind: "reference",
      label: { vi: "Hàng hóa / dịch vụ (trống: theo nhóm)", en: "Product / service (empty: by group)" },
      entity: "product",
      valueField: "ma_vt",
      labelField: "ten_vt",
      copyLabelTo: "ten_vt",
      filterable: true,
      inList: false,
    },
    copiedName("ten_vt", "Hàng hóa / dịch vụ", "Product / service"),
    commissionGroupReference,
    {
      name: "ma_nhom",
      kind: "reference",
      label: { vi: "Nhóm hàng hóa", en: "Product group" },
      entity: "product-group",
      valueField: "ma_nhom",
      labelField: "ten_nhom",
      filterable: true,
      inList: false,
    },
    {
      name: "cach_tinh",
      kind: "enum",
      label: { vi: "Cách tính", en: "Counted as" },
      options: COMMISSION_BASIS_OPTIONS,
      required: true,
      default: COMMISSION_BASIS.TL,
    },
    {
      name: "muc",
      kind: "number",
      label: { vi: "Mức hoa hồng (% hoặc ₫/đơn vị)", en: "Rate (% or ₫ a unit)" },
      required: true,
      min: 0,
      max: 1e12,
      precision: 2,
      sortable: true,
    } as const satisfies NumberField,
    startField,
    toDayField,
    appliedBranchField,
    noteField,
    statusField,
  ],
});

/**
 * A wage rule (tiền công): a technician earns `tien_cong` ₫ for each turn (session) of service `ma_vt` they perform
 * on a posted serving, when the shop pays wages automatically (`sale_service_wage_auto`). For employee `ma_nv` only,
 * or every technician (empty); in branch `ma_dvcs` or every branch; from `tu_ngay` to `den_ngay`. The employee's own
 * rule wins over a general one, then a branch's own, then the latest start.
 */
export const wageRuleEntity = defineEntity({
  name: "wage-rule",
  label: { vi: "Tiền công", en: "Wage" },
  table: "wage_rules",
  api: "sales/wages",
  path: "/sales/wages",
  command: "sales.wages",
  labelField: "ten_vt",
  dateField: "tu_ngay",
  defaultSort: { key: "ma_vt", type: "asc" },
  fields: [
    {
      name: "ma_vt",
      kind: "reference",
      label: { vi: "Dịch vụ", en: "Service" },
      entity: "service",
      valueField: "ma_vt",
      labelField: "ten_vt",
      copyLabelTo: "ten_vt",
      required: true,
      filterable: true,
      sortable: true,
      inList: false,
    },
    copiedName("ten_vt", "Dịch vụ", "Service"),
    {
      ...employeeReference("ma_nv", "ten_nv", "Nhân viên (trống: mọi kỹ thuật viên)", "Employee (empty: everyone)"),
      inList: false,
    },
    copiedName("ten_nv", "Nhân viên", "Employee"),
    {
      name: "tien_cong",
      kind: "money",
      label: { vi: "Tiền công mỗi lượt (₫)", en: "Wage a turn (₫)" },
      required: true,
      min: 0,
      max: 1e12,
      sortable: true,
    },
    startField,
    toDayField,
    appliedBranchField,
    noteField,
    statusField,
  ],
});
