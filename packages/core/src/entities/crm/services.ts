import { defineEntity } from "../../entity/entity.js";
import { codeField, nameField, noteField, statusField } from "../common.js";
import { copiedName, employeeReference } from "./references.js";

const serviceReference = {
  name: "ma_dv",
  kind: "reference",
  label: { vi: "Dịch vụ", en: "Service" },
  entity: "crm-service",
  valueField: "ma_dv",
  labelField: "ten_dv",
  required: true,
  filterable: true,
} as const;

/** The services consultants offer partners (a treatment, a package), with a list price and a length. */
export const crmServiceEntity = defineEntity({
  name: "crm-service",
  label: { vi: "Dịch vụ khách hàng", en: "Customer service" },
  table: "crm_services",
  api: "crm/services",
  path: "/crm/services",
  command: "crm.services",
  labelField: "ten_dv",
  defaultSort: { key: "ma_dv", type: "asc" },
  fields: [
    codeField("ma_dv", "Mã dịch vụ", "Service code"),
    nameField("ten_dv", "Tên dịch vụ", "Service name"),
    { name: "gia", kind: "money", label: { vi: "Đơn giá", en: "Price" }, min: 0, sortable: true },
    {
      name: "thoi_luong",
      kind: "number",
      numericType: "int4",
      label: { vi: "Thời lượng (phút)", en: "Length (min)" },
      min: 0,
    },
    noteField,
    statusField,
  ],
});

/** A cost a service incurs each time (materials, a technician's fee), for its margin. */
export const serviceExpenseEntity = defineEntity({
  name: "service-expense",
  label: { vi: "Chi phí dịch vụ", en: "Service expense" },
  table: "crm_service_expenses",
  api: "crm/service-expenses",
  path: "/crm/service/expenses",
  command: "crm.service.expenses",
  labelField: "ten_chi_phi",
  defaultSort: { key: "ten_chi_phi", type: "asc" },
  fields: [
    serviceReference,
    nameField("ten_chi_phi", "Khoản chi phí", "Expense"),
    { name: "so_tien", kind: "money", label: { vi: "Số tiền", en: "Amount" }, required: true, min: 0, sortable: true },
    noteField,
    statusField,
  ],
});

/** Which employee is in charge of which service, from when to when. */
export const employeeResponsibilityEntity = defineEntity({
  name: "employee-responsibility",
  label: { vi: "Nhân viên phụ trách dịch vụ", en: "Service employee responsibility" },
  table: "crm_employee_responsibilities",
  api: "crm/employee-responsibilities",
  path: "/crm/service/employee-responsibilities",
  command: "crm.service.employee-responsibilities",
  labelField: "ten_nv",
  defaultSort: { key: "ma_dv", type: "asc" },
  fields: [
    { ...employeeReference("ma_nv", "ten_nv", "Nhân viên", "Employee"), required: true, inList: true },
    copiedName("ten_nv", "Tên nhân viên", "Employee name"),
    { ...serviceReference, sortable: true },
    { name: "tu_ngay", kind: "date", label: { vi: "Từ ngày", en: "From" } },
    { name: "den_ngay", kind: "date", label: { vi: "Đến ngày", en: "To" } },
    noteField,
  ],
});
