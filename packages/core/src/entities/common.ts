import type { BooleanField, DateField, EnumField, ReferenceField, TextField } from "../entity/field.js";
import { GENDERS } from "../format/gender.js";

/*
 * The helpers keep their literal types (`as const satisfies`), so that the server derives typed
 * table columns from a definition: a field's name, kind, required and default stay known.
 */

/** The code column most catalogues have: letters and digits, unique, searchable, sortable. */
export const codeField = <const N extends string>(name: N, vi: string, en: string) =>
  ({
    name,
    kind: "code",
    label: { vi, en },
    required: true,
    unique: true,
    searchable: true,
    sortable: true,
    maxLength: 32,
  }) as const satisfies TextField;

export const nameField = <const N extends string>(name: N, vi: string, en: string) =>
  ({
    name,
    kind: "text",
    label: { vi, en },
    required: true,
    searchable: true,
    sortable: true,
  }) as const satisfies TextField;

/** In use or not: lists filter on it and pickers offer only rows in use. */
export const statusField = {
  name: "status",
  kind: "boolean",
  label: { vi: "Đang sử dụng", en: "Active" },
  default: true,
  filterable: true,
  sortable: true,
} as const satisfies BooleanField;

export const noteField = {
  name: "ghi_chu",
  kind: "text",
  label: { vi: "Ghi chú", en: "Note" },
  multiline: true,
  maxLength: 2000,
  inList: false,
} as const satisfies TextField;

/** The document type (mã chứng từ: HD1, PT1…) of settings kept per type. */
export const documentTypeField = {
  name: "ma_ct",
  kind: "code",
  label: { vi: "Mã chứng từ", en: "Document type" },
  required: true,
  maxLength: 20,
  searchable: true,
  sortable: true,
  filterable: true,
} as const satisfies TextField;

/** A document type's status code (0, 1, 2…), which with the type makes the key. */
export const documentStatusField = {
  name: "status",
  kind: "code",
  label: { vi: "Trạng thái", en: "Status" },
  required: true,
  maxLength: 10,
  sortable: true,
} as const satisfies TextField;

/** Gender as people's records keep it (1 Nam, 2 Nữ, as text). */
export const genderField = {
  name: "gioi_tinh",
  kind: "enum",
  label: { vi: "Giới tính", en: "Gender" },
  options: GENDERS.map((g) => ({ value: String(g.value), label: { vi: g.vi, en: g.en } })),
} as const satisfies EnumField;

/** The first day a row holds (a price, a policy, a voucher, a program). */
export const fromDayField = {
  name: "tu_ngay",
  kind: "date",
  label: { vi: "Từ ngày", en: "From" },
  sortable: true,
} as const satisfies DateField;

/** The last day a row holds; empty: it holds on. */
export const toDayField = {
  name: "den_ngay",
  kind: "date",
  label: { vi: "Đến ngày (trống: không thời hạn)", en: "To (empty: open-ended)" },
  sortable: true,
} as const satisfies DateField;

/** The branch a rule holds in (a promotion program, a points rule); empty: every branch. */
export const appliedBranchField = {
  name: "ma_dvcs",
  kind: "reference",
  label: { vi: "Chi nhánh áp dụng (trống: mọi chi nhánh)", en: "Branch (empty: every branch)" },
  entity: "branch",
  valueField: "ma_dvcs",
  labelField: "ten_dvcs",
  filterable: true,
} as const satisfies ReferenceField;
