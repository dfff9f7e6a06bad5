import { defineEntity } from "../../entity/entity.js";
import { salesReportsFilteringBy } from "../../reports/sales.js";
import { ACCOUNT_PICKERS } from "../accounts.js";
import { genderField, noteField, statusField } from "../common.js";
import { customerGroupField } from "../customers.js";
import { copiedName, employeeReference } from "./references.js";

/**
 * A customer or lead, the centre of the CRM. The phone is unique in the tenant and the website may not
 * belong to another salesperson's partner, so two salespeople never chase one customer; a salesperson sees the partners of the
 * employees their rights allow. A blank code is given the next KH number.
 */
export const partnerEntity = defineEntity({
  name: "partner",
  label: { vi: "Khách hàng", en: "Customer" },
  table: "partners",
  api: "crm/partners",
  path: "/crm/partners",
  command: "crm.partners",
  // The accounting vouchers and books pick a partner too, and so do gift orders (the customer given the gifts).
  rights: {
    lookup: {
      pickedBy: [
        ...ACCOUNT_PICKERS,
        "sales.gift-orders",
        "sales.sale-orders",
        "sales.discounts",
        "sales.discount-details",
        ...salesReportsFilteringBy(["ma_kh"]),
      ],
    },
  },
  branchScoped: true,
  large: true,
  labelField: "ten_kh",
  dateField: "created_at",
  defaultSort: { key: "created_at", type: "desc" },
  fields: [
    {
      name: "ma_kh",
      kind: "code",
      label: { vi: "Mã khách hàng", en: "Customer code" },
      unique: true,
      searchable: true,
      sortable: true,
      maxLength: 32,
    },
    {
      name: "ten_kh",
      kind: "text",
      label: { vi: "Tên khách hàng", en: "Customer name" },
      required: true,
      searchable: true,
      sortable: true,
    },
    { name: "phone", kind: "phone", label: { vi: "Điện thoại", en: "Phone" }, searchable: true },
    {
      name: "phone2",
      kind: "phone",
      label: { vi: "Điện thoại khác", en: "Other phone" },
      searchable: true,
      inList: false,
    },
    { name: "email", kind: "email", label: { vi: "Email", en: "Email" }, searchable: true, inList: false },
    { name: "website", kind: "url", label: { vi: "Website", en: "Website" }, inList: false },
    { ...genderField, filterable: true },
    { name: "ngay_sinh", kind: "date", label: { vi: "Ngày sinh", en: "Birthday" }, inList: false },
    { name: "dia_chi", kind: "text", label: { vi: "Địa chỉ", en: "Street address" }, inList: false },
    { name: "dia_ban", kind: "address", label: { vi: "Tỉnh/thành, phường/xã", en: "Province, ward" } },
    {
      name: "ma_nguon",
      kind: "reference",
      label: { vi: "Nguồn khách hàng", en: "Source" },
      entity: "source-type",
      valueField: "ma_nguon",
      labelField: "ten_nguon",
      filterable: true,
    },
    {
      name: "ma_chi_tiet_nguon",
      kind: "reference",
      label: { vi: "Chi tiết nguồn", en: "Source option" },
      entity: "source-type-option",
      valueField: "ma_chi_tiet",
      labelField: "ten_chi_tiet",
      inList: false,
    },
    {
      name: "ma_cap_do",
      kind: "reference",
      label: { vi: "Cấp độ", en: "Level" },
      entity: "partner-level",
      valueField: "ma_cap_do",
      labelField: "ten_cap_do",
      filterable: true,
    },
    // The customer's groups, set on the sales customer screen (group 3 by spending unless customer_group3_manual).
    customerGroupField("nh_kh1", "1"),
    customerGroupField("nh_kh2", "2"),
    customerGroupField("nh_kh3", "3"),
    { name: "vip", kind: "boolean", label: { vi: "Khách hàng VIP", en: "VIP" }, filterable: true, default: false },
    { name: "vip_den_ngay", kind: "date", label: { vi: "VIP đến ngày", en: "VIP until" }, inList: false },
    {
      ...employeeReference("ma_nvbh", "ten_nvbh", "Nhân viên phụ trách", "Salesperson"),
      sortable: true,
      inList: true,
    },
    copiedName("ten_nvbh", "Tên nhân viên phụ trách", "Salesperson name"),
    { name: "tags", kind: "text", label: { vi: "Nhãn", en: "Tags" }, searchable: true, inList: false },
    noteField,
    statusField,
    {
      name: "created_at",
      kind: "datetime",
      label: { vi: "Ngày tạo", en: "Created" },
      readOnly: true,
      sortable: true,
    },
  ],
});

/**
 * Who handled a partner before and after a transfer (append-only: written by the transfer, never
 * edited).
 */
export const partnerTransferEntity = defineEntity({
  name: "partner-transfer",
  label: { vi: "Lịch sử chuyển giao khách hàng", en: "Customer transfer history" },
  table: "crm_partner_transfers",
  api: "crm/partners-transfer-histories",
  path: "/crm/partners-transfer-histories",
  command: "crm.partners-transfer-histories",
  branchScoped: true,
  readOnly: true,
  labelField: "ten_kh",
  dateField: "ngay",
  defaultSort: { key: "ngay", type: "desc" },
  fields: [
    {
      name: "ngay",
      kind: "datetime",
      label: { vi: "Ngày chuyển", en: "Transferred" },
      readOnly: true,
      sortable: true,
    },
    {
      name: "ma_kh",
      kind: "code",
      label: { vi: "Mã khách hàng", en: "Customer code" },
      readOnly: true,
      searchable: true,
      filterable: true,
    },
    { ...copiedName("ten_kh", "Tên khách hàng", "Customer name"), searchable: true },
    { name: "ma_nvbh_cu", kind: "code", label: { vi: "Từ nhân viên", en: "From" }, readOnly: true, filterable: true },
    copiedName("ten_nvbh_cu", "Tên nhân viên cũ", "From (name)"),
    { name: "ma_nvbh_moi", kind: "code", label: { vi: "Sang nhân viên", en: "To" }, readOnly: true, filterable: true },
    copiedName("ten_nvbh_moi", "Tên nhân viên mới", "To (name)"),
    { name: "ly_do", kind: "text", label: { vi: "Lý do", en: "Reason" }, readOnly: true, maxLength: 2000 },
    { name: "user_name", kind: "text", label: { vi: "Người chuyển", en: "By" }, readOnly: true },
  ],
});
