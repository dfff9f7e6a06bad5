import { pointRuleEntity } from "@sen/core";
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { entityTable } from "../../../platform/crud/table.js";
import { documentTables, money } from "../../../platform/documents/document-tables.js";
import { stockHeader, stockLine } from "../../stock/stock.tables.js";

/*
 * The loyalty points' tables, part of the sales module's schema (re-exported by sales.tables.ts, which drizzle-kit
 * reads): the point rules, each customer's balance and its ledger, and the gift exchanges that spend points.
 */

export const pointRules = entityTable(pointRuleEntity);

/**
 * Each customer's points (`so_diem`): the sum of their ledger, written with it only by the transaction that posts
 * or cancels a document, under this row's lock; never below zero.
 */
export const customerPoints = pgTable(
  "customer_points",
  {
    ma_kh: text("ma_kh").primaryKey(),
    so_diem: integer("so_diem").notNull().default(0),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("customer_points_not_negative", sql`${t.so_diem} >= 0`)],
);

/**
 * Every movement of a customer's points, signed, naming its document: earned by a bill (TICH), taken back by a
 * return (THU_HOI), spent paying a bill (TT) or on gifts (DOI), and the undoing of any of them by a cancel (HUY).
 * An earning and what adjusts it name the bill that earned (`stt_rec_tich`), with the money it earned on (`tien`)
 * and the rule's rates (`ma_qd`, `tien_tich_diem`, `gia_tri_diem`).
 */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ma_kh: text("ma_kh").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    so_ct: text("so_ct").notNull(),
    loai: text("loai").notNull(),
    diem: integer("diem").notNull(),
    stt_rec_tich: uuid("stt_rec_tich"),
    tien: money("tien").notNull().default("0"),
    ma_qd: text("ma_qd"),
    tien_tich_diem: money("tien_tich_diem"),
    gia_tri_diem: money("gia_tri_diem"),
    dien_giai: text("dien_giai").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    created_by: text("created_by"),
  },
  (t) => [
    index("point_ledger_customer").on(t.ma_kh, t.id),
    index("point_ledger_document").on(t.stt_rec),
    index("point_ledger_earning").on(t.stt_rec_tich),
  ],
);

/**
 * Gift exchanges (DD1, phiếu đổi quà): customer `ma_kh` spends `tong_diem` points on the gifts of its lines (`diem`
 * points a unit), taken out of warehouse `ma_kho` at their cost as a selling expense, with no revenue.
 */
const giftExchangeTables = documentTables(
  { header: "gift_exchanges", lines: "gift_exchange_details" },
  {
    header: { ...stockHeader(), ma_kh: text("ma_kh").notNull(), tong_diem: integer("tong_diem").notNull().default(0) },
    line: { ...stockLine(), diem: integer("diem").notNull().default(0) },
  },
);
export const giftExchanges = giftExchangeTables.header;
export const giftExchangeDetails = giftExchangeTables.lines;
