import { defineEntity } from "../entity/entity.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

/**
 * Who the shop buys from. The tax code is checked by its check digit; the payment terms (days of credit
 * and a credit limit) and the payable account are what an order and the accountant read from it.
 */
export const supplierEntity = defineEntity({
  name: "supplier",
  label: { vi: "Nhà cung cấp", en: "Supplier" },
  table: "suppliers",
  api: "purchases/suppliers",
  path: "/purchases/suppliers",
  command: "purchases.suppliers",
  labelField: "ten_ncc",
  pickerFields: ["ma_so_thue", "dien_thoai", "so_ngay_no"],
  defaultSort: { key: "ma_ncc", type: "asc" },
  fields: [
    codeField("ma_ncc", "Mã nhà cung cấp", "Supplier code"),
    nameField("ten_ncc", "Tên nhà cung cấp", "Supplier name"),
    {
      name: "ma_so_thue",
      kind: "text",
      label: { vi: "Mã số thuế", en: "Tax code" },
      maxLength: 20,
      searchable: true,
    },
    { name: "dia_chi", kind: "text", label: { vi: "Địa chỉ", en: "Address" }, inList: false },
    { name: "dien_thoai", kind: "phone", label: { vi: "Điện thoại", en: "Phone" }, searchable: true },
    { name: "email", kind: "email", label: { vi: "Email", en: "Email" }, searchable: true, inList: false },
    { name: "nguoi_lien_he", kind: "text", label: { vi: "Người liên hệ", en: "Contact person" }, searchable: true },
    {
      name: "dt_lien_he",
      kind: "phone",
      label: { vi: "Điện thoại người liên hệ", en: "Contact phone" },
      inList: false,
    },
    {
      name: "so_ngay_no",
      kind: "number",
      label: { vi: "Số ngày được nợ", en: "Days of credit" },
      min: 0,
      max: 3650,
      precision: 0,
      default: 0,
      sortable: true,
    },
    {
      name: "han_muc_no",
      kind: "money",
      label: { vi: "Hạn mức nợ", en: "Credit limit" },
      min: 0,
      default: 0,
      sortable: true,
    },
    {
      name: "tk_cn",
      kind: "code",
      label: { vi: "Tài khoản công nợ phải trả", en: "Payable account" },
      maxLength: 20,
      default: "331",
      required: true,
      inList: false,
    },
    {
      name: "so_tai_khoan",
      kind: "text",
      label: { vi: "Số tài khoản ngân hàng", en: "Bank account number" },
      maxLength: 50,
      inList: false,
    },
    { name: "ngan_hang", kind: "text", label: { vi: "Ngân hàng", en: "Bank" }, maxLength: 200, inList: false },
    noteField,
    statusField,
  ],
});
