import { SERVING_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { documentTables, money, voucherTables } from "../../../platform/documents/document-tables.js";
import { discountSource } from "../discounts/discount-tables.js";

/*
 * The services' tables, part of the sales module's schema (re-exported by sales.tables.ts, which drizzle-kit reads):
 * service bills (DV1), the packages of sessions they open with the ledger of those sessions, and servings (SD1) that
 * use them.
 */

/**
 * Service bills (DV1, phiếu dịch vụ): services sold to `ma_kh` at the branch of `ma_kho`, paid by `payments` as a
 * retail bill is; a line whose service has `so_buoi` above 1 sells, per unit, a package of that many sessions.
 */
const serviceBillTables = documentTables(
  { header: "service_bills", lines: "service_bill_details" },
  {
    header: {
      ma_kho: text("ma_kho").notNull(),
      ma_kh: text("ma_kh"),
      ma_nvbh: text("ma_nvbh"),
      payments: jsonb("payments").notNull().default([]),
      tien_thoi: money("tien_thoi").notNull().default("0"),
      con_no: money("con_no").notNull().default("0"),
      ma_ctkm: text("ma_ctkm"),
    },
    line: {
      he_so: numeric("he_so", { precision: 18, scale: 6 }).notNull().default("1"),
      so_luong_qd: numeric("so_luong_qd", { precision: 24, scale: 6 }).notNull().default("0"),
      xuat_kho: boolean("xuat_kho").notNull().default(false),
      /** The sessions a unit of the line sells (the service's `so_buoi` when sold): above 1, a package a unit. */
      so_buoi: integer("so_buoi").notNull().default(1),
      /** A package given free (`sale_gift_package`): opened at no value, no revenue. */
      tang: boolean("tang").notNull().default(false),
      /** Package money (`sale_use_package_money`): the line's amount is held for the customer as money, not sessions. */
      goi_tien: boolean("goi_tien").notNull().default(false),
      /** The last day the packages of the line may be used (none: no expiry). */
      han_su_dung: date("han_su_dung", { mode: "string" }),
      ...discountSource(),
    },
  },
);
export const serviceBills = serviceBillTables.header;
export const serviceBillDetails = serviceBillTables.lines;

/**
 * A package of sessions (liệu trình) a customer bought: `so_buoi` sessions of service `ma_vt`, opened by line `line`
 * of service bill `stt_rec`, worth `tien` (the line's amount after discount for one unit), `gia_buoi` a session.
 * `so_buoi_con` and `tien_con` (the value not yet recognised as revenue) are the sums of its ledger, written with it
 * only by the transaction that posts or cancels a document, under this row's lock; never below zero.
 */
export const servicePackages = pgTable(
  "service_packages",
  {
    stt_rec_goi: uuid("stt_rec_goi").primaryKey().defaultRandom(),
    ma_kh: text("ma_kh").notNull(),
    ma_vt: text("ma_vt").notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    so_buoi: integer("so_buoi").notNull(),
    so_buoi_con: integer("so_buoi_con").notNull(),
    gia_buoi: money("gia_buoi").notNull().default("0"),
    tien: money("tien").notNull().default("0"),
    tien_con: money("tien_con").notNull().default("0"),
    stt_rec: uuid("stt_rec").notNull(),
    line: integer("line").notNull(),
    so_ct: text("so_ct").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    /** Closed by the cancel of its bill. */
    huy: boolean("huy").notNull().default(false),
    /** Package money: no sessions (`so_buoi` 0), `tien_con` is what is left to spend on any service. */
    goi_tien: boolean("goi_tien").notNull().default(false),
    /** The last day its sessions may be used; after it, what is left is moved out (HET_HAN) to revenue. */
    han_su_dung: date("han_su_dung", { mode: "string" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_packages_customer").on(t.ma_kh, t.ma_vt),
    index("service_packages_bill").on(t.stt_rec),
    check(
      "service_packages_sessions",
      sql`${t.so_buoi_con} >= 0 AND ${t.so_buoi_con} <= ${t.so_buoi} AND ${t.tien_con} >= 0`,
    ),
  ],
);

/**
 * Every movement of a package's sessions, signed, naming its document: sold by a service bill (BAN), used by a
 * serving (SU_DUNG), given back by the serving's cancel (HOAN), closed by the bill's cancel (HUY), moved to another
 * customer (CHUYEN_DI, and CHUYEN_DEN on the package it opens), expired (HET_HAN) or refunded (HOAN_TIEN); `tien` the
 * value moved with them (recognised as revenue when used or expired, paid back when refunded).
 */
export const packageLedger = pgTable(
  "package_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    stt_rec_goi: uuid("stt_rec_goi")
      .notNull()
      .references(() => servicePackages.stt_rec_goi),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    so_ct: text("so_ct").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    line: integer("line").notNull(),
    loai: text("loai").notNull(),
    so_buoi: integer("so_buoi").notNull(),
    tien: money("tien").notNull().default("0"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("package_ledger_package").on(t.stt_rec_goi, t.id),
    index("package_ledger_document").on(t.stt_rec),
    // The package reports read only the moves from the start of their period (sales/reports/service-report-sql.ts).
    index("package_ledger_day").on(t.ngay_ct),
  ],
);

/**
 * Servings (SD1, phiếu phục vụ): customer `ma_kh` is served; each line uses `so_luong` sessions of package
 * `stt_rec_goi` (service `ma_vt`), or pays the service from package money, or (no package) is paid now on the
 * serving's service bill; performed by employee `ma_nv`, recognising `tien` (the sessions' or money's value) as revenue.
 */
const servingTables = voucherTables(
  { header: "servings", lines: "serving_details" },
  {
    header: {
      ma_kh: text("ma_kh").notNull(),
      /** Where it is in the service process (`SERVING_STATE`), when it began and ended. */
      trang_thai: text("trang_thai").notNull().default(SERVING_STATE.waiting),
      bat_dau: timestamp("bat_dau", { withTimezone: true }),
      ket_thuc: timestamp("ket_thuc", { withTimezone: true }),
      /** The room it takes, booked by room order `room_order_id` for its time. */
      ma_phong: text("ma_phong"),
      room_order_id: uuid("room_order_id"),
      /** The warehouse its consumption norms deliver from (the branch's default unless named). */
      ma_kho: text("ma_kho"),
      /** What the customer owes for the sessions beyond their packages (`sale_service_package_debt_money`). */
      con_no: money("con_no").notNull().default("0"),
      /**
       * Services paid at the serving (lines without a package): the body's `payments` as sent (no OTP or PIN kept;
       * the bill's money, not the serving's), what the lines come to, and the service bill (DV1) that posting the
       * serving sells them on, its seller `ma_nvbh`.
       */
      payments_dv: jsonb("payments_dv").notNull().default([]),
      tien_dv: money("tien_dv").notNull().default("0"),
      ma_nvbh: text("ma_nvbh"),
      stt_rec_dv: uuid("stt_rec_dv"),
    },
    line: {
      ma_vt: text("ma_vt").notNull(),
      so_luong: integer("so_luong").notNull(),
      stt_rec_goi: uuid("stt_rec_goi"),
      ma_nv: text("ma_nv"),
      gia_buoi: money("gia_buoi").notNull().default("0"),
      tien: money("tien").notNull().default("0"),
      /** Of `so_luong`, the sessions the package lacked, owed as money (`tien_no`) on the customer's 131. */
      so_buoi_no: integer("so_buoi_no").notNull().default(0),
      tien_no: money("tien_no").notNull().default("0"),
    },
  },
);
export const servings = servingTables.header;
export const servingDetails = servingTables.lines;
