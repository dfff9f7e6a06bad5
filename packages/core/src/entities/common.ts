import type { BooleanField, TextField } from "../entity/field.js";

/** The code column most catalogues have: letters and digits, unique, searchable, sortable. */
export const codeField = (name: string, vi: string, en: string): TextField => ({
  name,
  kind: "code",
  label: { vi, en },
  required: true,
  unique: true,
  searchable: true,
  sortable: true,
  maxLength: 32,
});

export const nameField = (name: string, vi: string, en: string): TextField => ({
  name,
  kind: "text",
  label: { vi, en },
  required: true,
  searchable: true,
  sortable: true,
});

/** In use or not: lists filter on it and pickers offer only rows in use. */
export const statusField: BooleanField = {
  name: "status",
  kind: "boolean",
  label: { vi: "Đang sử dụng", en: "Active" },
  default: true,
  filterable: true,
  sortable: true,
};

export const noteField: TextField = {
  name: "ghi_chu",
  kind: "text",
  label: { vi: "Ghi chú", en: "Note" },
  multiline: true,
  maxLength: 2000,
  inList: false,
};
