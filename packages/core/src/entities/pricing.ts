import { defineEntity } from "../entity/entity.js";
import type { DateField, NumberField, ReferenceField, TextField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { fromDayField, noteField, toDayField } from "./common.js";

/*
 * What a catalogue item costs and when it may be sold: price rates per unit, branch and period,
 * the hours a service is sold in, and what a service turn uses up.
 */

const itemReference = <const N extends string>(name: N, entity: "product" | "service", vi: string, en: string) =>
  ({
    name,
    kind: "reference",
    label: { vi, en },
    entity,
    valueField: "ma_vt",
    labelField: "ten_vt",
    required: true,
    filterable: true,
    sortable: true,
  }) as const satisfies ReferenceField;

const unitReference = {
  name: "ma_dvt",
  kind: "reference",
  label: { vi: "Đơn vị tính", en: "Unit" },
  entity: "unit",
  valueField: "ma_dvt",
  labelField: "ten_dvt",
  required: true,
} as const satisfies ReferenceField;

/** Empty: the row holds in every branch. */
const anyBranch = {
  name: "ma_dvcs",
  kind: "reference",
  label: { vi: "Chi nhánh (trống: mọi chi nhánh)", en: "Branch (empty: every branch)" },
  entity: "branch",
  valueField: "ma_dvcs",
  labelField: "ten_dvcs",
  filterable: true,
} as const satisfies ReferenceField;

const quantity = {
  name: "so_luong",
  kind: "number",
  label: { vi: "Số lượng", en: "Quantity" },
  required: true,
  min: 0,
  precision: 3,
} as const satisfies NumberField;

/** A price of one unit of a product in a branch (or every branch) over a period; periods never overlap. */
export const rateEntity = defineEntity({
  name: "rate",
  label: { vi: "Bảng giá", en: "Price rate" },
  table: "rates",
  api: "stock/rates",
  path: "/stock/rates",
  command: "stock.rates",
  labelField: "ma_vt",
  dateField: "tu_ngay",
  defaultSort: { key: "ma_vt", type: "asc" },
  fields: [
    itemReference("ma_vt", "product", "Hàng hóa / dịch vụ", "Product / service"),
    unitReference,
    anyBranch,
    { name: "gia", kind: "money", label: { vi: "Đơn giá", en: "Price" }, required: true, min: 0, sortable: true },
    { ...fromDayField, required: true } as const satisfies DateField,
    toDayField,
    noteField,
  ],
});

/** Where a price in force comes from, most specific first. */
export const PRICE_SOURCES = [
  { value: "branch_rate", label: { vi: "Bảng giá của chi nhánh", en: "The branch's rate" } },
  { value: "common_rate", label: { vi: "Bảng giá chung mọi chi nhánh", en: "The all-branches rate" } },
  { value: "base_unit_rate", label: { vi: "Giá đơn vị cơ sở × hệ số quy đổi", en: "Base unit rate × factor" } },
  { value: "list_price", label: { vi: "Giá bán trên danh mục × hệ số", en: "Catalogue price × factor" } },
] as const;
export const PRICE_SOURCE = statesOf(PRICE_SOURCES);

/** A time of day, HH:mm (the server checks the form). */
export const clockField = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "text", label: { vi, en }, required: true, maxLength: 5 }) as const satisfies TextField;

/** The days of the week a window holds on: 2 Monday … 7 Saturday, 8 Sunday; empty, every day. */
export const weekdaysField = {
  name: "thu",
  kind: "text",
  label: {
    vi: "Các thứ trong tuần (2–7, 8: Chủ nhật; trống: mọi ngày)",
    en: "Weekdays (2–7, 8 Sunday; empty: every day)",
  },
  maxLength: 20,
} as const satisfies TextField;

/**
 * A window a service is sold in: days of the week (2 Monday … 7 Saturday, 8 Sunday), hours (a window
 * ending before it starts runs past midnight) and optionally dates and a branch. A service with no
 * window is sold at any time.
 */
export const productHourEntity = defineEntity({
  name: "product-hour",
  label: { vi: "Khung giờ sản phẩm", en: "Product hours" },
  table: "product_hours",
  api: "stock/product-hours",
  path: "/stock/product-hours",
  command: "stock.product-hours",
  labelField: "ma_vt",
  defaultSort: { key: "ma_vt", type: "asc" },
  fields: [
    itemReference("ma_vt", "service", "Dịch vụ", "Service"),
    anyBranch,
    weekdaysField,
    clockField("tu_gio", "Từ giờ", "From (time)"),
    clockField("den_gio", "Đến giờ", "To (time)"),
    fromDayField,
    { ...toDayField, label: { vi: "Đến ngày", en: "To" } },
    { ...noteField, inList: true, searchable: true },
  ],
});

/** What one turn of a service uses up: "Chăm sóc da mặt" uses 20 ml of serum. */
export const productConsumeEntity = defineEntity({
  name: "product-consume",
  label: { vi: "Định mức tiêu hao", en: "Product consumption" },
  table: "product_consumes",
  api: "stock/product-consumes",
  path: "/stock/product-consumes",
  command: "stock.product-consumes",
  labelField: "ma_vt",
  defaultSort: { key: "ma_dv", type: "asc" },
  fields: [
    itemReference("ma_dv", "service", "Dịch vụ", "Service"),
    itemReference("ma_vt", "product", "Hàng hóa tiêu hao", "Consumed product"),
    unitReference,
    { ...quantity, label: { vi: "Số lượng mỗi lượt", en: "Quantity per turn" } },
    noteField,
  ],
});

/**
 * One component of a set (combo): the set `ma_bo` is a product whose stock leaves through these. The
 * list shows every set's components; a set's lines are saved together in its editor, never one by one.
 */
export const productSetEntity = defineEntity({
  name: "product-set",
  label: { vi: "Bộ sản phẩm", en: "Product set" },
  table: "product_sets",
  api: "stock/product-sets",
  path: "/stock/product-sets",
  command: "stock.product-sets",
  readOnly: true,
  labelField: "ma_vt",
  defaultSort: { key: "ma_bo", type: "asc" },
  fields: [
    itemReference("ma_bo", "product", "Bộ sản phẩm", "Set"),
    itemReference("ma_vt", "product", "Thành phần", "Component"),
    unitReference,
    quantity,
  ],
});
