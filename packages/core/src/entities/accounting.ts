import { defineEntity } from "../entity/entity.js";
import type { BooleanField } from "../entity/field.js";
import { VOUCHER_COMMANDS } from "./accounts.js";
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

/** Currencies a voucher may be in; VND is the book currency. */
export const currencyEntity = defineEntity({
  name: "currency",
  label: { vi: "Ngoại tệ", en: "Currency" },
  table: "currencies",
  api: "accounting/currencies",
  path: "/accounting/currencies",
  command: "accounting.currencies",
  rights: { lookup: { pickedBy: VOUCHER_COMMANDS } },
  labelField: "ten_nt",
  defaultSort: { key: "ma_nt", type: "asc" },
  fields: [
    codeField("ma_nt", "Mã ngoại tệ", "Currency code"),
    nameField("ten_nt", "Tên ngoại tệ", "Currency name"),
    noteField,
    statusField,
  ],
});

/** A currency's rate in VND from a date on: a voucher in that currency converts at the rate of its date. */
export const exchangeRateEntity = defineEntity({
  name: "exchange-rate",
  label: { vi: "Tỷ giá", en: "Exchange rate" },
  table: "exchange_rates",
  api: "accounting/exchange-rates",
  path: "/accounting/exchange-rates",
  command: "accounting.exchange-rates",
  labelField: "ma_nt",
  dateField: "ngay",
  defaultSort: { key: "ngay", type: "desc" },
  fields: [
    {
      name: "ma_nt",
      kind: "reference",
      label: { vi: "Ngoại tệ", en: "Currency" },
      entity: "currency",
      valueField: "ma_nt",
      labelField: "ten_nt",
      required: true,
      searchable: true,
      filterable: true,
      sortable: true,
    },
    { name: "ngay", kind: "date", label: { vi: "Ngày áp dụng", en: "From" }, required: true, sortable: true },
    {
      name: "ty_gia",
      kind: "number",
      label: { vi: "Tỷ giá (VND)", en: "Rate (VND)" },
      required: true,
      min: 1,
      max: 1e9,
      precision: 4,
      sortable: true,
    },
    noteField,
  ],
});

/** Which amount of a document's line a posting rule posts. */
export const POSTING_AMOUNT_OPTIONS = [
  { value: "tien_hang", label: { vi: "Tiền hàng (sau chiết khấu)", en: "Goods value (after discount)" } },
  { value: "thue", label: { vi: "Tiền thuế GTGT", en: "VAT" } },
  { value: "gia_von", label: { vi: "Giá vốn", en: "Cost" } },
  { value: "tien_coc", label: { vi: "Tiền đặt cọc (của đơn đặt hàng)", en: "Deposit (of a sales order)" } },
  { value: "tien_nap", label: { vi: "Tiền nạp thẻ", en: "Card top-up" } },
  { value: "tien_km", label: { vi: "Tiền tặng khi nạp thẻ", en: "Top-up bonus" } },
  { value: "tien_goi", label: { vi: "Tiền bán liệu trình", en: "Package sales" } },
  {
    value: "tien_no",
    label: { vi: "Tiền khách còn nợ (buổi vượt liệu trình)", en: "Owed by the customer (sessions beyond a package)" },
  },
] as const;

/**
 * How a document type posts (hạch toán), as data the accountant reads and may change: for each line of the
 * document, debit `tk_no` and credit `tk_co` by the amount named. An account is a number, or a catalogue's account
 * in braces: {tk_vt} the product's inventory account, {tk_gv} its cost account, {tk_dt} its revenue account,
 * {tk_cn} the supplier's payable account, {tk_tt} what paid a sale (each payment's account, the customer's 131 for
 * what is left owing).
 */
export const postingRuleEntity = defineEntity({
  name: "posting-rule",
  label: { vi: "Bút toán định khoản", en: "Posting rule" },
  table: "posting_rules",
  api: "accounting/posting-rules",
  path: "/accounting/vouchers",
  command: "accounting.vouchers",
  labelField: "ten_bt",
  defaultSort: { key: "ma_ct", type: "asc" },
  fields: [
    documentTypeField,
    { ...codeField("ma_bt", "Mã bút toán", "Entry code"), unique: false },
    nameField("ten_bt", "Diễn giải", "Description"),
    { name: "tk_no", kind: "code", label: { vi: "Tài khoản Nợ", en: "Debit account" }, required: true, maxLength: 20 },
    { name: "tk_co", kind: "code", label: { vi: "Tài khoản Có", en: "Credit account" }, required: true, maxLength: 20 },
    {
      name: "so_tien",
      kind: "enum",
      label: { vi: "Số tiền", en: "Amount" },
      options: POSTING_AMOUNT_OPTIONS,
      required: true,
      default: "tien_hang",
    },
    noteField,
    statusField,
  ],
});
