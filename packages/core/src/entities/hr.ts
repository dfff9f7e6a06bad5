import { defineEntity } from "../entity/entity.js";
import type { NumberField, ReferenceField, TextField } from "../entity/field.js";
import type { Command } from "../menu/index.js";
import { CRM_REPORT_NAMES } from "../reports/crm.js";
import { salesReportsFilteringBy } from "../reports/sales.js";
import { codeField, genderField, nameField, noteField, statusField } from "./common.js";

/** What an employee does; reports group salespeople, telesales and consultants by it. */
export const EMPLOYEE_ROLES = [
  { value: "sale", label: { vi: "Nhân viên kinh doanh", en: "Salesperson" } },
  { value: "telesale", label: { vi: "Telesale", en: "Telesales" } },
  { value: "consultant", label: { vi: "Tư vấn viên", en: "Consultant" } },
  { value: "technician", label: { vi: "Kỹ thuật viên", en: "Technician" } },
  { value: "cashier", label: { vi: "Thu ngân", en: "Cashier" } },
  { value: "marketing", label: { vi: "Marketing", en: "Marketing" } },
  { value: "manager", label: { vi: "Quản lý", en: "Manager" } },
] as const;

const branchReference = {
  name: "ma_dvcs",
  kind: "reference",
  label: { vi: "Chi nhánh", en: "Branch" },
  entity: "branch",
  valueField: "ma_dvcs",
  labelField: "ten_dvcs",
  filterable: true,
} as const satisfies ReferenceField;

/** A time of day as shifts keep it: HH:mm, 24-hour. */
const timeField = <const N extends string>(name: N, vi: string, en: string) =>
  ({
    name,
    kind: "text",
    label: { vi, en },
    required: true,
    maxLength: 5,
    sortable: true,
  }) as const satisfies TextField;

/** The days of the week a shift is worked, as their codes are written (T2 … T7, CN). */
export const WEEK_DAYS = ["T2", "T3", "T4", "T5", "T6", "T7", "CN"] as const;

/** A company's departments, as a tree: each may sit under another and have a head. */
export const departmentEntity = defineEntity({
  name: "department",
  label: { vi: "Phòng ban", en: "Department" },
  table: "departments",
  api: "hr/departments",
  path: "/hr/departments",
  command: "hr.departments",
  labelField: "ten_bp",
  defaultSort: { key: "ma_bp", type: "asc" },
  fields: [
    codeField("ma_bp", "Mã phòng ban", "Department code"),
    nameField("ten_bp", "Tên phòng ban", "Department name"),
    {
      name: "ma_bp_cha",
      kind: "reference",
      label: { vi: "Thuộc phòng ban", en: "Parent department" },
      entity: "department",
      valueField: "ma_bp",
      labelField: "ten_bp",
      differentFrom: "ma_bp",
      filterable: true,
    },
    {
      name: "ma_nv_ql",
      kind: "reference",
      label: { vi: "Trưởng phòng", en: "Head" },
      entity: "employee",
      valueField: "ma_nv",
      labelField: "ten_nv",
    },
    branchReference,
    noteField,
    statusField,
  ],
});

/**
 * A work shift. The end before the start means the shift crosses midnight (22:00 to 06:00); the
 * server computes its working hours (the break taken off).
 */
export const shiftEntity = defineEntity({
  name: "shift",
  label: { vi: "Ca làm việc", en: "Shift" },
  table: "shifts",
  api: "hr/shifts",
  path: "/hr/shifts",
  command: "hr.shifts",
  labelField: "ten_ca",
  defaultSort: { key: "gio_bat_dau", type: "asc" },
  fields: [
    codeField("ma_ca", "Mã ca", "Shift code"),
    nameField("ten_ca", "Tên ca", "Shift name"),
    timeField("gio_bat_dau", "Giờ bắt đầu", "Starts at"),
    timeField("gio_ket_thuc", "Giờ kết thúc", "Ends at"),
    {
      name: "nghi_giua_ca",
      kind: "number",
      numericType: "int4",
      label: { vi: "Nghỉ giữa ca (phút)", en: "Break (minutes)" },
      required: true,
      default: 0,
      min: 0,
      max: 720,
    } satisfies NumberField,
    {
      name: "so_gio",
      kind: "number",
      precision: 2,
      label: { vi: "Số giờ làm", en: "Working hours" },
      readOnly: true,
    } satisfies NumberField,
    {
      name: "ngay_lam",
      kind: "text",
      label: { vi: "Ngày làm (T2…T7, CN)", en: "Days (T2…T7, CN)" },
      required: true,
      default: WEEK_DAYS.join(","),
      maxLength: 40,
    } satisfies TextField,
    noteField,
    statusField,
  ],
});

/**
 * The people the rest of the product refers to: salespeople (`ma_nvbh`), assignees, technicians,
 * cashiers. A user is linked to their employee by the user's salesperson code (`saler`).
 */
export const employeeEntity = defineEntity({
  name: "employee",
  label: { vi: "Nhân viên", en: "Employee" },
  table: "employees",
  api: "hr/employees",
  path: "/hr/employees",
  command: "hr.employees",
  rights: {
    lookup: {
      // Screens whose filters or forms pick an employee without an entity referring to one.
      pickedBy: [
        ...CRM_REPORT_NAMES.map((name): Command => `crm.reports.${name}`),
        "crm.reports.target",
        "crm.task.calendar",
        "crm.ticket.calendar",
        "crm.tasks-search",
        "crm.partner-tasks",
        "crm.partners-vip",
        "crm.partners-transfer",
        "crm.partners-transfer-histories",
        "crm.call-center.call-logs",
        "crm.campaigns",
        "crm.broadcast",
        "sales.services",
        "sales.servings",
        "sales.serving.cashier",
        ...salesReportsFilteringBy(["ma_nvbh", "ma_nv", "nhan_vien"]),
      ],
    },
  },
  labelField: "ten_nv",
  defaultSort: { key: "ma_nv", type: "asc" },
  fields: [
    codeField("ma_nv", "Mã nhân viên", "Employee code"),
    nameField("ten_nv", "Tên nhân viên", "Employee name"),
    {
      name: "chuc_vu",
      kind: "enum",
      label: { vi: "Vai trò", en: "Role" },
      required: true,
      default: "sale",
      filterable: true,
      options: EMPLOYEE_ROLES,
    },
    branchReference,
    {
      name: "chi_nhanh_khac",
      kind: "text",
      label: { vi: "Chi nhánh khác (mã, cách nhau dấu phẩy)", en: "Other branches (codes, comma-separated)" },
      maxLength: 500,
      inList: false,
    },
    {
      name: "ma_bp",
      kind: "reference",
      label: { vi: "Phòng ban", en: "Department" },
      entity: "department",
      valueField: "ma_bp",
      labelField: "ten_bp",
      filterable: true,
    },
    {
      name: "user_name",
      kind: "text",
      label: { vi: "Tài khoản đăng nhập", en: "User account" },
      maxLength: 100,
    },
    { name: "dien_thoai", kind: "phone", label: { vi: "Điện thoại", en: "Phone" }, searchable: true },
    { name: "email", kind: "email", label: { vi: "Email", en: "Email" }, searchable: true, inList: false },
    { ...genderField, inList: false },
    { name: "ngay_sinh", kind: "date", label: { vi: "Ngày sinh", en: "Birthday" }, inList: false },
    {
      name: "ngay_vao_lam",
      kind: "date",
      label: { vi: "Ngày vào làm", en: "Start date" },
      sortable: true,
      inList: false,
    },
    {
      name: "cccd",
      kind: "text",
      label: { vi: "Số CCCD", en: "Citizen ID" },
      maxLength: 12,
      unique: true,
      inList: false,
    },
    {
      name: "ma_ca",
      kind: "reference",
      label: { vi: "Ca mặc định", en: "Default shift" },
      entity: "shift",
      valueField: "ma_ca",
      labelField: "ten_ca",
      inList: false,
    },
    noteField,
    statusField,
  ],
});
