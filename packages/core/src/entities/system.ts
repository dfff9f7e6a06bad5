import { defineEntity } from "../entity/entity.js";
import type { BooleanField, NumberField, TextField } from "../entity/field.js";
import type { Bilingual } from "../text.js";
import { codeField, documentStatusField, documentTypeField, nameField, noteField, statusField } from "./common.js";

/** Where a row sits among its siblings in lists and pickers (10, 20, 30 …). */
export const orderField = {
  name: "sort",
  kind: "number",
  numericType: "int4",
  label: { vi: "Thứ tự", en: "Order" },
  required: true,
  default: 0,
  min: 0,
  max: 1_000_000,
  sortable: true,
} as const satisfies NumberField;

const englishName = <const N extends string>(name: N) =>
  ({
    name,
    kind: "text",
    label: { vi: "Tên tiếng Anh", en: "English name" },
    inList: false,
  }) as const satisfies TextField;

/** A branch (đơn vị cơ sở): users are granted branches, branch-scoped rows belong to one. */
export const branchEntity = defineEntity({
  name: "branch",
  label: { vi: "Chi nhánh", en: "Branch" },
  table: "branches",
  api: "system/branchs",
  path: "/system/branchs",
  command: "system.branchs",
  // Every user's app loads the branches at start-up (the branch picker).
  rights: { lookup: "signed-in" },
  pickerFields: ["ten_dvcs_en"],
  labelField: "ten_dvcs",
  defaultSort: { key: "ma_dvcs", type: "asc" },
  fields: [
    codeField("ma_dvcs", "Mã chi nhánh", "Branch code"),
    nameField("ten_dvcs", "Tên chi nhánh", "Branch name"),
    englishName("ten_dvcs_en"),
    { name: "address", kind: "text", label: { vi: "Địa chỉ", en: "Address" }, searchable: true },
    { name: "phone", kind: "phone", label: { vi: "Điện thoại", en: "Phone" }, searchable: true },
    { name: "tax_code", kind: "code", label: { vi: "Mã số thuế", en: "Tax code" }, maxLength: 14, searchable: true },
    statusField,
  ],
});

/** An entry of a pick list (source of customers, payment methods …): `group` names the list. */
export const dictionaryEntity = defineEntity({
  name: "dictionary",
  label: { vi: "Từ điển", en: "Dictionary" },
  table: "dictionaries",
  api: "system/dictionaries",
  path: "/generic/dictionaries",
  command: "system.settings",
  // Every user's app loads the dictionaries at start-up (the choices of dictionary fields).
  rights: { lookup: "signed-in" },
  pickerFields: ["ma_tudien", "ten_tudien_en"],
  labelField: "ten_tudien",
  defaultSort: { key: "group", type: "asc" },
  fields: [
    codeField("ma_tudien", "Mã từ điển", "Entry code"),
    nameField("ten_tudien", "Tên từ điển", "Entry name"),
    englishName("ten_tudien_en"),
    {
      name: "group",
      kind: "text",
      label: { vi: "Nhóm", en: "List" },
      required: true,
      maxLength: 100,
      searchable: true,
      sortable: true,
      filterable: true,
    },
    orderField,
    statusField,
  ],
});

/** In use or not, for rows whose `status` column already holds something else. */
const activeField = { ...statusField, name: "active" } as const satisfies BooleanField;

/** One status of a document type's workflow (`ma_ct`), with its label and colour. */
export const sttEntity = defineEntity({
  name: "stt",
  label: { vi: "Trạng thái chứng từ", en: "Document status" },
  table: "stt",
  api: "system/stt",
  path: "/generic/stt",
  command: "system.settings",
  // Every user's app loads the document statuses at start-up.
  rights: { lookup: "signed-in" },
  pickerFields: ["status", "ten_stt_en", "color", "is_default"],
  labelField: "ten_stt",
  defaultSort: { key: "ma_ct", type: "asc" },
  fields: [
    documentTypeField,
    documentStatusField,
    nameField("ten_stt", "Tên trạng thái", "Status name"),
    englishName("ten_stt_en"),
    { name: "color", kind: "text", label: { vi: "Màu", en: "Colour" }, maxLength: 20 },
    orderField,
    {
      name: "is_default",
      kind: "boolean",
      label: { vi: "Mặc định", en: "Default" },
      default: false,
    },
    activeField,
  ],
});

/** A node of the menu tree: an area or group (no command) or a page (its route path). */
export const commandEntity = defineEntity({
  name: "command",
  label: { vi: "Chức năng", en: "Menu command" },
  table: "commands",
  api: "system/command",
  path: "/system/command",
  command: "system.settings",
  labelField: "title",
  defaultSort: { key: "sort", type: "asc" },
  fields: [
    {
      name: "menu_id",
      kind: "text",
      label: { vi: "Mã chức năng", en: "Menu id" },
      required: true,
      unique: true,
      maxLength: 100,
      searchable: true,
      sortable: true,
    },
    {
      name: "menu_id0",
      kind: "text",
      label: { vi: "Chức năng cha", en: "Parent" },
      maxLength: 100,
      filterable: true,
      differentFrom: "menu_id",
    },
    { name: "command", kind: "text", label: { vi: "Đường dẫn", en: "Path" }, searchable: true },
    nameField("title", "Tên chức năng", "Title"),
    { name: "title_en", kind: "text", label: { vi: "Tên tiếng Anh", en: "English title" } },
    { name: "icon", kind: "text", label: { vi: "Biểu tượng", en: "Icon" }, maxLength: 100, inList: false },
    orderField,
    statusField,
  ],
});

/** The three lists a tenant names and uses as it likes (system/custom1, 2 and 3). */
function customListEntity<const N extends 1 | 2 | 3>(n: N) {
  return defineEntity({
    name: `custom${n}`,
    label: { vi: `Danh mục tùy chỉnh ${n}`, en: `Custom list ${n}` },
    table: `custom${n}`,
    api: `system/custom${n}`,
    path: `/system/custom${n}`,
    command: `system.custom${n}`,
    pickerFields: ["ten_en"],
    labelField: "ten",
    defaultSort: { key: "ma", type: "asc" },
    fields: [
      codeField("ma", "Mã", "Code"),
      nameField("ten", "Tên", "Name"),
      englishName("ten_en"),
      noteField,
      statusField,
    ],
  } as const);
}

export const custom1Entity = customListEntity(1);
export const custom2Entity = customListEntity(2);
export const custom3Entity = customListEntity(3);

export const BANNER_POSITIONS = ["login", "dashboard"] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
const BANNER_POSITION_LABELS: Record<BannerPosition, Bilingual> = {
  login: { vi: "Trang đăng nhập", en: "Sign-in page" },
  dashboard: { vi: "Trang tổng quan", en: "Dashboard" },
};

/** A picture shown on the sign-in page or the dashboard between two dates. */
export const bannerEntity = defineEntity({
  name: "banner",
  label: { vi: "Banner", en: "Banner" },
  table: "layout_banners",
  api: "system/layout/banners",
  path: "/system/layout/banners",
  command: "system.layout.banners",
  labelField: "title",
  dateField: "tu_ngay",
  defaultSort: { key: "sort", type: "asc" },
  fields: [
    nameField("title", "Tiêu đề", "Title"),
    { name: "image_url", kind: "url", label: { vi: "Ảnh (URL)", en: "Image (URL)" }, required: true, maxLength: 1000 },
    { name: "link_url", kind: "url", label: { vi: "Liên kết", en: "Link" }, maxLength: 1000, inList: false },
    {
      name: "position",
      kind: "enum",
      label: { vi: "Vị trí", en: "Position" },
      required: true,
      default: "dashboard",
      filterable: true,
      sortable: true,
      options: BANNER_POSITIONS.map((value) => ({ value, label: BANNER_POSITION_LABELS[value] })),
    },
    orderField,
    { name: "tu_ngay", kind: "date", label: { vi: "Từ ngày", en: "From" }, sortable: true },
    { name: "den_ngay", kind: "date", label: { vi: "Đến ngày", en: "To" }, sortable: true },
    statusField,
  ],
});
