import { defineEntity } from "../entity/entity.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

export const discountCodeEntity = defineEntity({
  name: "discount-code",
  label: { vi: "Mã chiết khấu", en: "Discount code" },
  table: "discount_codes",
  api: "sales/discount-codes",
  path: "/generic/discount-codes",
  command: "generic.discount-codes",
  labelField: "ten_ck",
  dateField: "tu_ngay",
  defaultSort: { key: "ma_ck", type: "asc" },
  fields: [
    codeField("ma_ck", "Mã chiết khấu", "Discount code"),
    nameField("ten_ck", "Tên chiết khấu", "Discount name"),
    {
      name: "loai_ck",
      kind: "enum",
      label: { vi: "Loại chiết khấu", en: "Kind" },
      required: true,
      filterable: true,
      default: "percent",
      options: [
        { value: "percent", label: { vi: "Theo phần trăm", en: "Percentage" } },
        { value: "amount", label: { vi: "Theo số tiền", en: "Amount" } },
      ],
    },
    {
      name: "gia_tri",
      kind: "number",
      label: { vi: "Giá trị", en: "Value" },
      required: true,
      min: 0,
      precision: 2,
      sortable: true,
    },
    { name: "tu_ngay", kind: "date", label: { vi: "Từ ngày", en: "From" }, sortable: true },
    { name: "den_ngay", kind: "date", label: { vi: "Đến ngày", en: "To" }, sortable: true },
    noteField,
    statusField,
  ],
});
