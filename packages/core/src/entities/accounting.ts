import { defineEntity } from "../entity/entity.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

/** VAT rates (0, 5, 8, 10 % and exempt) with the date they take effect. */
export const taxEntity = defineEntity({
  name: "tax",
  label: { vi: "Thuế suất", en: "Tax rate" },
  table: "taxes",
  api: "accounting/taxs",
  path: "/generic/taxs",
  command: "generic.taxs",
  labelField: "ten_thue",
  dateField: "ngay_hieu_luc",
  defaultSort: { key: "ma_thue", type: "asc" },
  fields: [
    codeField("ma_thue", "Mã thuế", "Tax code"),
    nameField("ten_thue", "Tên thuế", "Tax name"),
    {
      name: "thue_suat",
      kind: "percent",
      label: { vi: "Thuế suất (%)", en: "Rate (%)" },
      required: true,
      min: 0,
      max: 100,
      precision: 2,
      sortable: true,
    },
    { name: "tk_thue", kind: "code", label: { vi: "Tài khoản thuế", en: "Tax account" }, maxLength: 20 },
    {
      name: "ngay_hieu_luc",
      kind: "date",
      label: { vi: "Ngày hiệu lực", en: "Effective from" },
      required: true,
      sortable: true,
    },
    noteField,
    statusField,
  ],
});
