import { defineEntity } from "../entity/entity.js";
import type { EnumField, NumberField, ReferenceField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { codeField, fromDayField, nameField, noteField, statusField, toDayField } from "./common.js";

/*
 * Vouchers (phiếu quà tặng, mã giảm giá): a code worth an amount or a percent of a bill, valid between two days, for
 * a number of uses; a bill takes one as a payment (`VC` with `ma_voucher`). Its uses are a ledger (`da_dung`, kept
 * by the server), so a single-use voucher is spent once even when two counters take it at the same moment.
 */

/** The screens that take a voucher as a payment, and so look vouchers up. */
const VOUCHER_SCREENS = ["sales.retail-orders", "sales.bills"] as const;

export const VOUCHER_VALUE_OPTIONS = [
  { value: "tien", label: { vi: "Số tiền", en: "Amount" } },
  { value: "phan_tram", label: { vi: "Phần trăm hóa đơn", en: "Percent of the bill" } },
] as const;
export const VOUCHER_VALUE = statesOf(VOUCHER_VALUE_OPTIONS);

export const voucherTypeEntity = defineEntity({
  name: "voucher-type",
  label: { vi: "Loại voucher", en: "Voucher type" },
  table: "voucher_types",
  api: "sales/voucher-types",
  path: "/sales/voucher-types",
  command: "sales.voucher-types",
  labelField: "ten_loai",
  defaultSort: { key: "ma_loai", type: "asc" },
  fields: [
    codeField("ma_loai", "Mã loại", "Type code"),
    nameField("ten_loai", "Tên loại voucher", "Type name"),
    noteField,
    statusField,
  ],
});

export const voucherEntity = defineEntity({
  name: "voucher",
  label: { vi: "Voucher", en: "Voucher" },
  table: "vouchers",
  api: "sales/vouchers",
  path: "/sales/vouchers",
  command: "sales.vouchers",
  rights: { lookup: { pickedBy: VOUCHER_SCREENS } },
  labelField: "ma_voucher",
  pickerFields: ["loai_gt", "gia_tri", "so_lan", "da_dung", "tu_ngay", "den_ngay"],
  dateField: "tu_ngay",
  defaultSort: { key: "ma_voucher", type: "asc" },
  fields: [
    // Filterable: the counter asks after the one code typed (`lookup?ma_voucher=`).
    { ...codeField("ma_voucher", "Mã voucher", "Voucher code"), filterable: true },
    { ...nameField("ten_voucher", "Tên voucher", "Voucher name"), required: false },
    {
      name: "ma_loai",
      kind: "reference",
      label: { vi: "Loại voucher", en: "Voucher type" },
      entity: "voucher-type",
      valueField: "ma_loai",
      labelField: "ten_loai",
      filterable: true,
    } as const satisfies ReferenceField,
    {
      name: "loai_gt",
      kind: "enum",
      label: { vi: "Giá trị theo", en: "Worth" },
      options: VOUCHER_VALUE_OPTIONS,
      required: true,
      default: "tien",
      filterable: true,
    } as const satisfies EnumField,
    {
      name: "gia_tri",
      kind: "money",
      label: { vi: "Giá trị (₫ hoặc %)", en: "Value (₫ or %)" },
      required: true,
      min: 0,
      sortable: true,
    } as const satisfies NumberField,
    {
      name: "so_lan",
      kind: "number",
      label: { vi: "Số lần dùng", en: "Uses" },
      required: true,
      default: 1,
      min: 1,
      max: 1_000_000,
      precision: 0,
      sortable: true,
    } as const satisfies NumberField,
    {
      name: "da_dung",
      kind: "number",
      label: { vi: "Đã dùng", en: "Used" },
      required: true,
      default: 0,
      min: 0,
      precision: 0,
      readOnly: true,
      sortable: true,
    } as const satisfies NumberField,
    { ...fromDayField, required: true },
    toDayField,
    noteField,
    statusField,
  ],
});
