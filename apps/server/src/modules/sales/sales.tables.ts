import {
  CUSTOMER_CARD_STATE,
  cardTypeEntity,
  customerCardEntity,
  customerCardHistoryEntity,
  customerCardSeriesEntity,
  customerGroupEntity,
  discountCodeEntity,
  paymentCardEntity,
  paymentCardPolicyEntity,
  paymentTypeEntity,
  salerEntity,
  vipPeriodEntity,
  voucherEntity,
  voucherTypeEntity,
} from "@sen/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";
import { documentTables, money, voucherTables } from "../../platform/documents/document-tables.js";
import { stockHeader, stockLine } from "../stock/stock.tables.js";
import { sealedNumberColumns } from "./customers/card-number-columns.js";
import { discountSource } from "./discounts/discount-tables.js";

// The no-name cards' and the promotions' tables live beside their code; the module's schema is this file.
export * from "./no-name/no-name-tables.js";
export * from "./promotions/promotion-tables.js";

export const discountCodes = entityTable(discountCodeEntity);
export const paymentTypes = entityTable(paymentTypeEntity);
export const cardTypes = entityTable(cardTypeEntity);

/**
 * Retail bills (HD1): goods and services sold at the counter from the branch's warehouse. The payments are part of
 * the bill, written and read with it and never alone, so they are a column of it (`[{ ma_httt, tien, … }]`, each
 * with the account it debits); what they moved lives in the journal.
 */
/** What a bill's and a return's lines keep beside the goods line: the base quantity, whether stock moves, the cost. */
const stockedLine = () => ({
  he_so: numeric("he_so", { precision: 18, scale: 6 }).notNull().default("1"),
  so_luong_qd: numeric("so_luong_qd", { precision: 24, scale: 6 }).notNull().default("0"),
  /** Whether the line's product moves in the warehouse (stocked goods; not a service). */
  xuat_kho: boolean("xuat_kho").notNull().default(false),
  gia_von: numeric("gia_von", { precision: 24, scale: 4 }).notNull().default("0"),
  tien_von: money("tien_von").notNull().default("0"),
  /** The promotion program whose rule priced the line (its discount, or the line itself given free: `km`). */
  ma_ctkm: text("ma_ctkm"),
  km: boolean("km").notNull().default(false),
});

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
      /** The sales order it delivers (`sale_orders`), whose deposit it takes as `tien_coc` (from the customer's 131). */
      stt_rec_dh: uuid("stt_rec_dh"),
      tien_coc: money("tien_coc").notNull().default("0"),
      /** The program whose bill-total rule applied (its discount shared over the lines). */
      ma_ctkm: text("ma_ctkm"),
    },
    // A line delivering an order names the order's line (`line_dh`), whose price, discount share and VAT it takes.
    line: { line_dh: integer("line_dh"), ...stockedLine(), ...discountSource() },
  },
);
export const retailOrders = bills.header;
export const retailOrderDetails = bills.lines;

/**
 * Returns (TL1, phiếu trả hàng): lines of one posted bill (`stt_rec_hd`) coming back, each naming the bill's line
 * (`line_hd`) whose price, discount share, VAT and cost it takes; the goods go back into the bill's warehouse and
 * the money back through `payments`, what is not paid back being credited to the customer's account (131).
 */
const returns = documentTables(
  { header: "sales_returns", lines: "sales_return_details" },
  {
    header: {
      stt_rec_hd: uuid("stt_rec_hd").notNull(),
      so_ct_hd: text("so_ct_hd").notNull(),
      ma_kho: text("ma_kho").notNull(),
      ma_kh: text("ma_kh"),
      payments: jsonb("payments").notNull().default([]),
      /** Credited to the customer's account (131) instead of paid back. */
      con_no: money("con_no").notNull().default("0"),
    },
    line: { line_hd: integer("line_hd").notNull(), ...stockedLine() },
  },
);
export const salesReturns = returns.header;
export const salesReturnDetails = returns.lines;

/**
 * Gift orders (QT1, phiếu xuất quà tặng): goods given to a customer free of charge, out of the warehouse at their
 * cost as a selling expense, with no revenue; the customer is kept to follow what each was given.
 */
const gifts = documentTables(
  { header: "gift_orders", lines: "gift_order_details" },
  { header: { ...stockHeader(), ma_kh: text("ma_kh") }, line: stockLine() },
);
export const giftOrders = gifts.header;
export const giftOrderDetails = gifts.lines;

/**
 * Sales orders (DB1, đơn đặt hàng): goods a customer orders ahead, at the prices of the day ordered, often with a
 * deposit (`payments`, `tien_coc`, held on the customer's 131); delivered later on retail bills naming the order
 * (`stt_rec_dh`), which take the deposit off what the customer pays.
 */
const saleOrderTables = documentTables(
  { header: "sale_orders", lines: "sale_order_details" },
  {
    header: {
      ma_kho: text("ma_kho").notNull(),
      ma_kh: text("ma_kh").notNull(),
      ma_nvbh: text("ma_nvbh"),
      /** The day the customer expects the goods. */
      ngay_giao: date("ngay_giao", { mode: "string" }),
      payments: jsonb("payments").notNull().default([]),
      tien_thoi: money("tien_thoi").notNull().default("0"),
      /** The deposit taken: the payments less the change. */
      tien_coc: money("tien_coc").notNull().default("0"),
      ma_ctkm: text("ma_ctkm"),
    },
    line: { ...stockedLine(), ...discountSource() },
  },
);
export const saleOrders = saleOrderTables.header;
export const saleOrderDetails = saleOrderTables.lines;

/** Prepaid cards; `so_du` caches the sum of the card's ledger, written with it under the card's row lock. */
export const paymentCards = entityTable(paymentCardEntity);
export const paymentCardPolicies = entityTable(paymentCardPolicyEntity);

/**
 * Every movement of a card (its history): a top-up (NAP) and its bonus (KM), a payment (TT) and its return (HOAN),
 * each signed and naming its document; a lock (KHOA) or unlock (MO) moves nothing (`tien` 0).
 */
export const paymentCardLedger = pgTable(
  "payment_card_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ma_the: text("ma_the").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    stt_rec: uuid("stt_rec"),
    ma_ct: text("ma_ct"),
    so_ct: text("so_ct"),
    loai: text("loai").notNull(),
    tien: money("tien").notNull(),
    dien_giai: text("dien_giai").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    created_by: text("created_by"),
  },
  (t) => [index("payment_card_ledger_card").on(t.ma_the, t.id), index("payment_card_ledger_document").on(t.stt_rec)],
);

/**
 * Top-ups (NT1, phiếu nạp tiền thẻ): `tien` paid onto card `ma_the` by `payments`, and `tien_km`, the bonus of the
 * policy `ma_cs` in force; one line, the card's.
 */
export const { header: paymentCardTopups, lines: paymentCardTopupLines } = voucherTables(
  { header: "payment_card_topups", lines: "payment_card_topup_lines" },
  {
    header: {
      ma_the: text("ma_the").notNull(),
      ma_kh: text("ma_kh").notNull(),
      tien: money("tien").notNull(),
      ma_cs: text("ma_cs"),
      tien_km: money("tien_km").notNull().default("0"),
      payments: jsonb("payments").notNull().default([]),
      tien_thoi: money("tien_thoi").notNull().default("0"),
    },
    line: {
      ma_the: text("ma_the").notNull(),
      tien: money("tien").notNull(),
      tien_km: money("tien_km").notNull().default("0"),
    },
  },
);

/**
 * One-time codes sent to a customer's phone, to confirm a card payment or to sign in to the client area: only a hash
 * is kept; a code is good until `expires_at`, for `sale_package_otp_max` wrong tries, and once (`used_at`); a newer
 * code retires the older ones. A code used to sign in keeps that sign-in: its `expires_at` is then the sign-in's end.
 */
export const customerOtps = pgTable(
  "customer_otps",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ma_kh: text("ma_kh").notNull(),
    code_hash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    tries: integer("tries").notNull().default(0),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    created_by: text("created_by"),
  },
  (t) => [index("customer_otps_customer").on(t.ma_kh, t.created_at)],
);

/**
 * What the default sender "sent" (no SMS provider here): the message to each phone, so a demo reads its codes on a
 * screen of the administrator's. A real provider's sender writes nothing here.
 */
export const sentMessages = pgTable(
  "sent_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kenh: text("kenh").notNull(),
    den: text("den").notNull(),
    noi_dung: text("noi_dung").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sent_messages_time").on(t.created_at)],
);

export const voucherTypes = entityTable(voucherTypeEntity);
/** Vouchers; `da_dung` caches the sum of the voucher's ledger, written with it under the voucher's row lock. */
export const vouchers = entityTable(voucherEntity);

/** Every use of a voucher by a posted document (+1) and its undoing by the cancel (−1), with the amount it paid. */
export const voucherLedger = pgTable(
  "voucher_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ma_voucher: text("ma_voucher").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    so_ct: text("so_ct").notNull(),
    so_lan: integer("so_lan").notNull(),
    tien: money("tien").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voucher_ledger_voucher").on(t.ma_voucher, t.id), index("voucher_ledger_document").on(t.stt_rec)],
);

export const customerGroups = entityTable(customerGroupEntity);
/** Card number series; `so_cuoi` is moved under the series' row lock by each issue. */
export const customerCardSeries = entityTable(customerCardSeriesEntity);
/** Membership cards: a customer holds at most one card in use (a lost one is locked before another is issued). */
export const customerCards = entityTable(customerCardEntity, {
  columns: sealedNumberColumns(),
  indexes: (c) => [
    uniqueIndex("customer_cards_one_in_use")
      .on(c("ma_kh"))
      .where(sql.raw(`trang_thai = '${CUSTOMER_CARD_STATE.active}'`)),
    // A card number is found and kept unique by its blind index (the number itself is encrypted, README).
    uniqueIndex("customer_cards_so_the_bi").on(c("so_the_bi")),
  ],
});
export const customerCardHistories = entityTable(customerCardHistoryEntity, {
  columns: sealedNumberColumns(),
  indexes: (c) => [index("customer_card_histories_so_the_bi").on(c("so_the_bi"))],
});
export const vipPeriods = entityTable(vipPeriodEntity);

/** The last computation of a VIP period: each customer who spent in it, how much, and whether they reached it. */
export const vipPeriodCustomers = pgTable(
  "vip_period_customers",
  {
    ma_ky: text("ma_ky").notNull(),
    ma_kh: text("ma_kh").notNull(),
    doanh_so: money("doanh_so").notNull(),
    dat: boolean("dat").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ma_ky, t.ma_kh] }), index("vip_period_customers_customer").on(t.ma_kh)],
);

export const salers = entityTable(salerEntity);
export * from "./booking/booking-tables.js";
export * from "./cards/card-pin-tables.js";
export * from "./commissions/commission-tables.js";
export * from "./discounts/discount-tables.js";
export * from "./golden-hours/golden-hour-tables.js";
export * from "./points/point-tables.js";
export * from "./rooms/room-tables.js";
export * from "./services/service-tables.js";
