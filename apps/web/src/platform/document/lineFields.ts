import type { NumberField } from "@sen/core";

/** Quantities take three decimals (a box of 10 received as 0.5 box), as the ledger counts them. */
export const QUANTITY_FIELD: NumberField = {
  name: "so_luong",
  kind: "number",
  label: { vi: "Số lượng", en: "Quantity" },
  precision: 3,
  min: 0,
};

/** Prices in đồng; two decimals for the rare price per gram. */
export const PRICE_FIELD: NumberField = {
  name: "gia",
  kind: "money",
  label: { vi: "Đơn giá", en: "Unit price" },
  precision: 2,
  min: 0,
};

/** The columns of a line the server may name in an error (`details.N.<column>`). */
export const LINE_COLUMNS = ["ma_vt", "ma_dvt", "so_luong", "gia"] as const;
