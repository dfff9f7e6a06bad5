import { defineEntity } from "../entity/entity.js";
import type { Command } from "../menu/index.js";
import { CRM_REPORT_NAMES } from "../reports/crm.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

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
    {
      name: "ma_dvcs",
      kind: "reference",
      label: { vi: "Chi nhánh", en: "Branch" },
      entity: "branch",
      valueField: "ma_dvcs",
      labelField: "ten_dvcs",
      filterable: true,
    },
    { name: "dien_thoai", kind: "phone", label: { vi: "Điện thoại", en: "Phone" }, searchable: true },
    { name: "email", kind: "email", label: { vi: "Email", en: "Email" }, searchable: true, inList: false },
    noteField,
    statusField,
  ],
});
