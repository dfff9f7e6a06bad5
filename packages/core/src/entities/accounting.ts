import { defineEntity } from "../entity/entity.js";
import type { BooleanField } from "../entity/field.js";
import { codeField, documentStatusField, documentTypeField, nameField, noteField, statusField } from "./common.js";

/** VAT rates (0, 5, 8, 10 % and exempt) with the date they take effect. */
export const taxEntity = defineEntity({
  name: "tax",
  label: { vi: "Thuế suất", en: "Tax rate" },
  table: "taxes",
  api: "accounting/taxs",
  path: "/generic/taxs",
  command: "generic.taxs",
  // A document line that picks a rate computes its tax and posts it to the account.
  pickerFields: ["thue_suat", "tk_thue", "ngay_hieu_luc"],
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

const flag = <const N extends string>(name: N, vi: string, en: string, on: boolean) =>
  ({ name, kind: "boolean", label: { vi, en }, default: on, filterable: true }) as const satisfies BooleanField;

/**
 * What a document type (`ma_ct`) does in each of its statuses (system/stt): its name, the
 * prefix of its numbers, whether it is posted to the ledger and whether it may still be edited.
 */
export const voucherInfoEntity = defineEntity({
  name: "voucher-info",
  label: { vi: "Thông tin chứng từ", en: "Voucher info" },
  table: "voucher_infos",
  api: "accounting/voucher-infos",
  path: "/accounting/voucher-infos",
  command: "accounting.voucher-infos",
  labelField: "ten_ct",
  defaultSort: { key: "ma_ct", type: "asc" },
  fields: [
    documentTypeField,
    { ...documentStatusField, filterable: true },
    nameField("ten_ct", "Tên chứng từ", "Document name"),
    { name: "ten_ct_en", kind: "text", label: { vi: "Tên tiếng Anh", en: "English name" }, inList: false },
    {
      name: "prefix",
      kind: "code",
      label: { vi: "Tiền tố số chứng từ", en: "Number prefix" },
      maxLength: 10,
      searchable: true,
    },
    flag("ghi_so", "Ghi sổ", "Posted to the ledger", false),
    flag("cho_sua", "Cho phép sửa", "May be edited", true),
    noteField,
  ],
});
