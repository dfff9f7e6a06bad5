import { defineEntity } from "../entity/entity.js";
import { statesOf } from "../entity/states.js";
import {
  appliedBranchField,
  codeField,
  fromDayField,
  nameField,
  noteField,
  statusField,
  toDayField,
} from "./common.js";
import { clockField, weekdaysField } from "./pricing.js";

/** What a golden hour prices: one item, the items of a group, or every service. */
export const GOLDEN_HOUR_SCOPES = [
  { value: "item", label: { vi: "Một hàng hóa / dịch vụ", en: "One item" } },
  { value: "group", label: { vi: "Một nhóm hàng hóa", en: "A product group" } },
  { value: "services", label: { vi: "Mọi dịch vụ", en: "Every service" } },
] as const;
export const GOLDEN_HOUR_SCOPE = statesOf(GOLDEN_HOUR_SCOPES);

/** How a golden hour prices: a percent off the price in force, or a price of its own. */
export const GOLDEN_HOUR_KINDS = [
  { value: "percent", label: { vi: "Giảm theo %", en: "Percent off" } },
  { value: "price", label: { vi: "Giá cố định", en: "Fixed price" } },
] as const;
export const GOLDEN_HOUR_KIND = statesOf(GOLDEN_HOUR_KINDS);

/**
 * A golden hour (giờ vàng): in its window (days of the week 2 … 8, hours, optionally dates and a branch) the price in
 * force of what it covers is lowered by `gia_tri` percent, or is `gia_tri` itself. Followed only with `sale_golden_hour`.
 */
export const goldenHourEntity = defineEntity({
  name: "golden-hour",
  label: { vi: "Giờ vàng", en: "Golden hour" },
  table: "golden_hours",
  api: "sales/golden-hours",
  path: "/sales/golden-hours",
  command: "sales.golden-hours",
  labelField: "ten_gio_vang",
  defaultSort: { key: "ma_gio_vang", type: "asc" },
  fields: [
    codeField("ma_gio_vang", "Mã giờ vàng", "Golden hour code"),
    nameField("ten_gio_vang", "Tên giờ vàng", "Golden hour name"),
    {
      name: "pham_vi",
      kind: "enum",
      label: { vi: "Áp dụng cho", en: "Applies to" },
      options: GOLDEN_HOUR_SCOPES,
      required: true,
      default: "item",
      filterable: true,
    },
    {
      name: "ma_vt",
      kind: "reference",
      label: { vi: "Hàng hóa / dịch vụ", en: "Product / service" },
      entity: "product",
      valueField: "ma_vt",
      labelField: "ten_vt",
      filterable: true,
    },
    {
      name: "ma_nhom",
      kind: "reference",
      label: { vi: "Nhóm hàng hóa", en: "Product group" },
      entity: "product-group",
      valueField: "ma_nhom",
      labelField: "ten_nhom",
      filterable: true,
    },
    weekdaysField,
    clockField("tu_gio", "Từ giờ", "From (time)"),
    clockField("den_gio", "Đến giờ", "To (time)"),
    {
      name: "kieu",
      kind: "enum",
      label: { vi: "Cách tính giá", en: "Pricing" },
      options: GOLDEN_HOUR_KINDS,
      required: true,
      default: "percent",
    },
    {
      name: "gia_tri",
      kind: "number",
      label: { vi: "Giá trị (% giảm hoặc đơn giá)", en: "Value (percent off or price)" },
      required: true,
      min: 0,
      precision: 2,
    },
    fromDayField,
    toDayField,
    appliedBranchField,
    noteField,
    statusField,
  ],
});
