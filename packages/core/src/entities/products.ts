import { defineEntity } from "../entity/entity.js";
import type { BooleanField, EnumField, NumberField, ReferenceField, TextField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { salesReportsFilteringBy } from "../reports/sales.js";
import { commissionGroupReference } from "./commissions.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

/*
 * The catalogue: what a shop sells and keeps. Goods and services share one table and one code
 * space (a bill line's `ma_vt` is either); a service is an item that is not stocked.
 */

export const productGroupEntity = defineEntity({
  name: "product-group",
  label: { vi: "Nhóm hàng hóa", en: "Product group" },
  table: "product_groups",
  api: "stock/product-groups",
  path: "/stock/product-groups",
  command: "stock.product-groups",
  // A discount may be for the items of a group.
  rights: { lookup: { pickedBy: ["sales.discounts"] } },
  labelField: "ten_nhom",
  defaultSort: { key: "ma_nhom", type: "asc" },
  fields: [
    codeField("ma_nhom", "Mã nhóm", "Group code"),
    nameField("ten_nhom", "Tên nhóm", "Group name"),
    noteField,
    statusField,
  ],
});

export const productTypeEntity = defineEntity({
  name: "product-type",
  label: { vi: "Loại hàng hóa", en: "Product type" },
  table: "product_types",
  api: "stock/product-types",
  path: "/stock/product-types",
  command: "stock.product-types",
  labelField: "ten_loai",
  defaultSort: { key: "ma_loai", type: "asc" },
  fields: [
    codeField("ma_loai", "Mã loại", "Type code"),
    nameField("ten_loai", "Tên loại", "Type name"),
    noteField,
    statusField,
  ],
});

/** Goods (`VT`, kept in stock unless told otherwise) or a service (`DV`, never stocked). */
export const ITEM_KINDS = [
  { value: "VT", label: { vi: "Hàng hóa", en: "Goods" } },
  { value: "DV", label: { vi: "Dịch vụ", en: "Service" } },
] as const;
export const ITEM_KIND = statesOf(ITEM_KINDS);

const unitReference = (vi: string, en: string) =>
  ({
    name: "ma_dvt",
    kind: "reference",
    label: { vi, en },
    entity: "unit",
    valueField: "ma_dvt",
    labelField: "ten_dvt",
    required: true,
    filterable: true,
  }) as const satisfies ReferenceField;

const groupReference = {
  name: "ma_nhom",
  kind: "reference",
  label: { vi: "Nhóm", en: "Group" },
  entity: "product-group",
  valueField: "ma_nhom",
  labelField: "ten_nhom",
  filterable: true,
} as const satisfies ReferenceField;

const typeReference = {
  name: "ma_loai",
  kind: "reference",
  label: { vi: "Loại", en: "Type" },
  entity: "product-type",
  valueField: "ma_loai",
  labelField: "ten_loai",
  filterable: true,
  inList: false,
} as const satisfies ReferenceField;

const taxReference = {
  name: "ma_thue",
  kind: "reference",
  label: { vi: "Thuế suất GTGT", en: "VAT rate" },
  entity: "tax",
  valueField: "ma_thue",
  labelField: "ten_thue",
  inList: false,
} as const satisfies ReferenceField;

const listPrice = {
  name: "gia_ban",
  kind: "money",
  label: { vi: "Giá bán", en: "Price" },
  min: 0,
  default: 0,
  sortable: true,
} as const satisfies NumberField;

const account = <const N extends string>(name: N, vi: string, en: string, code: string) =>
  ({ name, kind: "code", label: { vi, en }, maxLength: 20, default: code, inList: false }) as const satisfies TextField;

const kindField = <const V extends (typeof ITEM_KINDS)[number]["value"]>(value: V) =>
  ({
    name: "loai_vt",
    kind: "enum",
    label: { vi: "Hàng hóa / dịch vụ", en: "Goods / service" },
    options: ITEM_KINDS,
    required: true,
    default: value,
    inForm: false,
    inList: false,
  }) as const satisfies EnumField;

const tracked = (on: boolean) =>
  ({
    name: "theo_doi_ton",
    kind: "boolean",
    label: { vi: "Theo dõi tồn kho", en: "Kept in stock" },
    default: on,
    // Services are never stocked: nothing to filter on or show.
    ...(on ? { filterable: true } : { inForm: false, inList: false }),
  }) as const satisfies BooleanField;

const minutes = {
  name: "so_phut",
  kind: "number",
  label: { vi: "Thời lượng (phút)", en: "Duration (minutes)" },
  min: 0,
  max: 1440,
  precision: 0,
  sortable: true,
} as const satisfies NumberField;

const sessions = {
  name: "so_buoi",
  kind: "number",
  label: { vi: "Số buổi (liệu trình)", en: "Sessions (package)" },
  min: 1,
  max: 1000,
  precision: 0,
  default: 1,
} as const satisfies NumberField;

/** A main service (dịch vụ chính), as against an add-on done beside one (`sale_service_package_require_main`). */
const mainService = {
  name: "dv_chinh",
  kind: "boolean",
  label: { vi: "Dịch vụ chính", en: "Main service" },
  default: true,
} as const satisfies BooleanField;

const barcodes = {
  name: "ma_vach",
  kind: "text",
  label: { vi: "Mã vạch", en: "Barcodes" },
  searchable: true,
  maxLength: 500,
  example: "SP-",
  tags: true,
} as const satisfies TextField;

const image = {
  name: "hinh_anh",
  kind: "text",
  label: { vi: "Hình ảnh", en: "Image" },
  maxLength: 500,
  image: true,
  inForm: false,
} as const satisfies TextField;

/** Goods: the definition whose table holds every catalogue item (services are rows of it too). */
export const productEntity = defineEntity({
  name: "product",
  label: { vi: "Hàng hóa", en: "Product" },
  table: "products",
  api: "stock/products",
  path: "/stock/products",
  command: "stock.products",
  // The sales reports filter by an item or a service.
  rights: { lookup: { pickedBy: salesReportsFilteringBy(["ma_vt", "ma_dv"]) } },
  large: true,
  labelField: "ten_vt",
  pickerFields: ["ma_dvt", "gia_ban", "loai_vt", "theo_doi_ton", "ma_thue", "so_buoi"],
  defaultSort: { key: "ma_vt", type: "asc" },
  fields: [
    codeField("ma_vt", "Mã hàng", "Product code"),
    nameField("ten_vt", "Tên hàng", "Product name"),
    unitReference("Đơn vị tính cơ sở", "Base unit"),
    groupReference,
    typeReference,
    { ...commissionGroupReference, inList: false },
    barcodes,
    taxReference,
    listPrice,
    tracked(true),
    account("tk_vt", "Tài khoản kho", "Inventory account", "1561"),
    account("tk_dt", "Tài khoản doanh thu", "Revenue account", "5111"),
    account("tk_gv", "Tài khoản giá vốn", "Cost account", "632"),
    kindField("VT"),
    { ...minutes, inForm: false, inList: false },
    { ...sessions, inForm: false, inList: false },
    { ...mainService, inForm: false, inList: false },
    image,
    noteField,
    statusField,
  ],
});

/** Services: rows of the products table that are not stocked, with a duration and package sessions. */
export const serviceEntity = defineEntity({
  name: "service",
  label: { vi: "Dịch vụ", en: "Service" },
  table: "products",
  api: "stock/services",
  path: "/stock/services",
  command: "stock.services",
  large: true,
  labelField: "ten_vt",
  pickerFields: ["ma_dvt", "gia_ban", "so_phut", "so_buoi", "ma_thue"],
  defaultSort: { key: "ma_vt", type: "asc" },
  fields: [
    codeField("ma_vt", "Mã dịch vụ", "Service code"),
    nameField("ten_vt", "Tên dịch vụ", "Service name"),
    // Most services are sold by the time (lần); a course of sessions picks its own unit.
    { ...unitReference("Đơn vị tính", "Unit"), default: "LAN" },
    minutes,
    sessions,
    mainService,
    listPrice,
    groupReference,
    typeReference,
    { ...commissionGroupReference, inList: false },
    taxReference,
    account("tk_dt", "Tài khoản doanh thu", "Revenue account", "5113"),
    kindField("DV"),
    tracked(false),
    image,
    noteField,
    statusField,
  ],
});

/** One `ma_dvt` of a product is `he_so` of its base unit (a box is 10 pieces). */
export const conversionUnitEntity = defineEntity({
  name: "conversion-unit",
  label: { vi: "Quy đổi đơn vị tính", en: "Unit conversion" },
  table: "conversion_units",
  api: "stock/conversion-units",
  path: "/stock/conversion-units",
  command: "stock.conversion-units",
  labelField: "ma_dvt",
  defaultSort: { key: "ma_vt", type: "asc" },
  fields: [
    {
      name: "ma_vt",
      kind: "reference",
      label: { vi: "Hàng hóa", en: "Product" },
      entity: "product",
      valueField: "ma_vt",
      labelField: "ten_vt",
      required: true,
      filterable: true,
      sortable: true,
    },
    unitReference("Đơn vị quy đổi", "Unit"),
    {
      name: "he_so",
      kind: "number",
      label: { vi: "Hệ số quy đổi (theo đơn vị cơ sở)", en: "Base units per unit" },
      required: true,
      min: 0,
      precision: 6,
    },
    noteField,
    statusField,
  ],
});
