import type { catalogueImportVi } from "./vi";

export const catalogueImportEn: typeof catalogueImportVi = {
  open: "Import from Excel",
  goods: {
    title: "Import products from Excel",
    pickHint:
      "An .xlsx file: the first row holds the column headers (code, name, unit, group, type, barcodes, VAT rate, price, kept in stock), each further row one product. Units, groups, types and VAT rates by code or by name.",
    created: "{{n}} products added",
  },
  services: {
    title: "Import services from Excel",
    pickHint:
      "An .xlsx file: the first row holds the column headers (code, name, unit, group, type, VAT rate, price, duration, sessions), each further row one service.",
    created: "{{n}} services added",
  },
};
