import { supplierEntity } from "@sen/core";
import { date, numeric, text } from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";
import { documentTables } from "../../platform/documents/document-tables.js";

export const suppliers = entityTable(supplierEntity);

/**
 * Domestic purchase orders: who supplies, where the goods will arrive and when; each line keeps its unit's
 * conversion and its quantity in base units, which receipts are measured against.
 */
const orders = documentTables(
  { header: "purchase_orders", lines: "purchase_order_details" },
  {
    header: {
      ma_ncc: text("ma_ncc").notNull(),
      ma_kho: text("ma_kho").notNull(),
      ngay_giao: date("ngay_giao", { mode: "string" }),
    },
    line: {
      he_so: numeric("he_so", { precision: 18, scale: 6 }).notNull().default("1"),
      so_luong_qd: numeric("so_luong_qd", { precision: 24, scale: 6 }).notNull().default("0"),
    },
  },
);
export const purchaseOrders = orders.header;
export const purchaseOrderDetails = orders.lines;
