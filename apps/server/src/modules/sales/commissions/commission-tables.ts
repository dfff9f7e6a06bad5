import { commissionGroupEntity, commissionRuleEntity, wageRuleEntity } from "@sen/core";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { entityTable } from "../../../platform/crud/table.js";
import { money } from "../../../platform/documents/document-tables.js";

/*
 * The commissions' tables, part of the sales module's schema (re-exported by sales.tables.ts, which drizzle-kit
 * reads): commission groups and rules, wage rules, and the ledger of what each posted document earned whom.
 */

export const commissionGroups = entityTable(commissionGroupEntity);
export const commissionRules = entityTable(commissionRuleEntity);
export const wageRules = entityTable(wageRuleEntity);

/**
 * What a posted document earned each employee, a row per line, employee, role and kind: a commission (HH) on the
 * line's value (`doanh_so`, after discount and before VAT) by rule `ma_quy_tac` (`cach_tinh`, `muc`), or a wage
 * (TC) for `so_luong` turns of a service. Written in the posting transaction, once (the unique key makes a repeated
 * write change nothing); a return writes its returned share negative, naming the bill's line (`stt_rec_goc`,
 * `line_goc`); a cancel deletes the document's rows.
 */
export const commissionEntries = pgTable(
  "commission_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    so_ct: text("so_ct").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    line: integer("line").notNull(),
    stt_rec_goc: uuid("stt_rec_goc").notNull(),
    line_goc: integer("line_goc").notNull(),
    ma_nv: text("ma_nv").notNull(),
    vai_tro: text("vai_tro").notNull(),
    loai: text("loai").notNull(),
    ma_vt: text("ma_vt").notNull(),
    so_luong: numeric("so_luong", { precision: 24, scale: 3 }).notNull(),
    doanh_so: money("doanh_so").notNull(),
    /** The entry whose `doanh_so` counts in the employee's base: their first commission on the line, once. */
    tinh_ds: boolean("tinh_ds").notNull().default(false),
    ma_quy_tac: text("ma_quy_tac"),
    cach_tinh: text("cach_tinh"),
    muc: numeric("muc", { precision: 18, scale: 2 }).notNull(),
    tien: money("tien").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("commission_entries_once").on(t.stt_rec, t.line, t.ma_nv, t.vai_tro, t.loai),
    index("commission_entries_period").on(t.ngay_ct, t.ma_dvcs, t.ma_nv),
    index("commission_entries_source").on(t.stt_rec_goc, t.line_goc),
  ],
);

/**
 * The ledger summed per day, branch and employee, kept in the same statement that writes or deletes entries (so a
 * month's payout reads a few thousand rows, not every entry): the base, the commission of each role, the turns
 * paid a wage and the wages.
 */
export const commissionTotals = pgTable(
  "commission_totals",
  {
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    ma_nv: text("ma_nv").notNull(),
    doanh_so: money("doanh_so").notNull().default("0"),
    hh_ban: money("hh_ban").notNull().default("0"),
    hh_ktv: money("hh_ktv").notNull().default("0"),
    hh_tu_van: money("hh_tu_van").notNull().default("0"),
    so_luot: numeric("so_luot", { precision: 24, scale: 3 }).notNull().default("0"),
    tien_cong: money("tien_cong").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.ngay_ct, t.ma_dvcs, t.ma_nv] })],
);
