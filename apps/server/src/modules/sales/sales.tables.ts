import { cardTypeEntity, discountCodeEntity, paymentTypeEntity } from "@sen/core";
import { boolean, jsonb, numeric, text } from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";
import { documentTables, money } from "../../platform/documents/document-tables.js";

export const discountCodes = entityTable(discountCodeEntity);
export const paymentTypes = entityTable(paymentTypeEntity);
export const cardTypes = entityTable(cardTypeEntity);

/**
 * Retail bills (HD1): goods and services sold at the counter from the branch's warehouse. The payments are part of
 * the bill, written and read with it and never alone, so they are a column of it (`[{ ma_httt, tien, … }]`, each
 * with the account it debits); what they moved lives in the journal.
 */
const bills = documentTables(
  { header: "retail_orders", lines: "retail_order_details" },
  {
    header: {
      ma_kho: text("ma_kho").notNull(),
      ma_kh: text("ma_kh"),
      ma_nvbh: text("ma_nvbh"),
      payments: jsonb("payments").notNull().default([]),
      /** Cash given back: what the payments exceed the bill by (only cash may). */
      tien_thoi: money("tien_thoi").notNull().default("0"),
      /** Left owing on the customer's account (131): what the payments fall short by. */
      con_no: money("con_no").notNull().default("0"),
    },
    line: {
      he_so: numeric("he_so", { precision: 18, scale: 6 }).notNull().default("1"),
      so_luong_qd: numeric("so_luong_qd", { precision: 24, scale: 6 }).notNull().default("0"),
      /** Whether the line's product leaves the warehouse (stocked goods; not a service). */
      xuat_kho: boolean("xuat_kho").notNull().default(false),
      gia_von: numeric("gia_von", { precision: 24, scale: 4 }).notNull().default("0"),
      tien_von: money("tien_von").notNull().default("0"),
    },
  },
);
export const retailOrders = bills.header;
export const retailOrderDetails = bills.lines;
