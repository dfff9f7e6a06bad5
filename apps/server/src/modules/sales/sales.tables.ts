import {
  CUSTOMER_CARD_STATE,
  cardTypeEntity,
  customerCardEntity,
  customerCardHistoryEntity,
  customerCardSeriesEntity,
  customerGroupEntity,
  discountCodeEntity,
  noNameCardEntity,
  noNameDiscountEntity,
  noNameTypeEntity,
  paymentCardEntity,
  paymentCardPolicyEntity,
  paymentTypeEntity,
  promotionEntity,
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
    line: { line_dh: integer("line_dh"), ...stockedLine() },
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
    line: stockedLine(),
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

export const noNameTypes = entityTable(noNameTypeEntity);
export const noNameDiscounts = entityTable(noNameDiscountEntity);
/**
 * No-name cards; `so_du` caches the sum of the card's ledger, written with it under the card's row lock. A card is
 * found by its issue (`stt_rec_ph`) when the issue is cancelled, by its transfer (`stt_rec_chuyen`) when received.
 */
export const noNameCards = entityTable(noNameCardEntity, {
  indexes: (c) => [
    index("no_name_cards_issue").on(c("stt_rec_ph")),
    index("no_name_cards_transfer").on(c("stt_rec_chuyen")),
  ],
});

/**
 * Every movement of a no-name card (its history), signed, naming its document: issued (PH), sold (BAN), topped up
 * (NAP), sent to or received at a branch (CHUYEN, NHAN: no money), balance moved to or from another card (CHUYEN_DI,
 * CHUYEN_DEN), a payment (TT) and its return (HOAN), and the undoing of any of them by a cancel (HUY).
 */
export const noNameCardLedger = pgTable(
  "no_name_card_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    so_seri: text("so_seri").notNull(),
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
  (t) => [index("no_name_card_ledger_card").on(t.so_seri, t.id), index("no_name_card_ledger_document").on(t.stt_rec)],
);

/** A run of serials of one type (`tu_seri` to `den_seri`, `so_luong` cards), as issue, sale and transfer lines name them. */
const serialRun = () => ({
  tu_seri: text("tu_seri").notNull(),
  den_seri: text("den_seri").notNull(),
  so_luong: integer("so_luong").notNull(),
  ma_loai: text("ma_loai").notNull(),
  menh_gia: money("menh_gia").notNull().default("0"),
});

/**
 * Issues (PV1, phiếu phát hành thẻ vô danh): the cards of type `ma_loai` numbered `tien_to` + `tu_so` … `den_so`
 * (`do_dai` digits) put into the branch's stock; one line, the run.
 */
export const { header: noNameIssues, lines: noNameIssueLines } = voucherTables(
  { header: "no_name_issues", lines: "no_name_issue_lines" },
  {
    header: {
      ma_loai: text("ma_loai").notNull(),
      tien_to: text("tien_to").notNull().default(""),
      tu_so: bigint("tu_so", { mode: "number" }).notNull(),
      den_so: bigint("den_so", { mode: "number" }).notNull(),
      do_dai: integer("do_dai").notNull(),
      so_luong: integer("so_luong").notNull(),
    },
    line: serialRun(),
  },
);

/**
 * Sales of no-name cards (BV1, đơn bán thẻ vô danh): runs of cards in the branch's stock sold at their type's price
 * less a discount (`ma_ck`'s, or typed where the shop allows), paid in full by `payments`; each card then holds its
 * face value (`tong_menh_gia` in all).
 */
export const { header: noNameOrders, lines: noNameOrderDetails } = voucherTables(
  { header: "no_name_orders", lines: "no_name_order_details" },
  {
    header: {
      ma_kh: text("ma_kh"),
      ma_nvbh: text("ma_nvbh"),
      payments: jsonb("payments").notNull().default([]),
      tien_thoi: money("tien_thoi").notNull().default("0"),
      tong_menh_gia: money("tong_menh_gia").notNull().default("0"),
    },
    line: {
      ...serialRun(),
      gia: money("gia").notNull(),
      tien: money("tien").notNull(),
      ma_ck: text("ma_ck"),
      tl_ck: numeric("tl_ck", { precision: 9, scale: 4 }).notNull().default("0"),
      ck: money("ck").notNull().default("0"),
    },
  },
);

/** Deposits (NV1, phiếu nạp tiền thẻ vô danh): `tien` onto each sold card of a line, paid in full by `payments`. */
export const { header: noNameDeposits, lines: noNameDepositDetails } = voucherTables(
  { header: "no_name_deposits", lines: "no_name_deposit_details" },
  {
    header: {
      ma_kh: text("ma_kh"),
      payments: jsonb("payments").notNull().default([]),
      tien_thoi: money("tien_thoi").notNull().default("0"),
    },
    line: { so_seri: text("so_seri").notNull(), tien: money("tien").notNull() },
  },
);

/**
 * Transfers (CV1, phiếu chuyển thẻ vô danh), of one of two kinds (`loai_chuyen`): runs of cards in stock sent to
 * branch `ma_dvcs_nhan` (`chi_nhanh`), in transit until that branch's receive (RV1) takes them in; or balances moved
 * card to card (`the`), `tien` from `tu_seri` onto `so_seri_nhan`. Nothing on it changes once it is posted: whether
 * it was received is its cards' state and the receive's (a locked period would refuse a change of its row).
 */
export const { header: noNameTransfers, lines: noNameTransferDetails } = voucherTables(
  { header: "no_name_transfers", lines: "no_name_transfer_details" },
  {
    header: {
      loai_chuyen: text("loai_chuyen").notNull(),
      ma_dvcs_nhan: text("ma_dvcs_nhan"),
    },
    line: {
      ...serialRun(),
      so_seri_nhan: text("so_seri_nhan"),
      tien: money("tien").notNull().default("0"),
    },
  },
);

/** Receives (RV1, phiếu nhận thẻ vô danh): the cards of a branch transfer taken into stock here. */
export const { header: noNameReceives, lines: noNameReceiveDetails } = voucherTables(
  { header: "no_name_receives", lines: "no_name_receive_details" },
  {
    header: {
      stt_rec_ck: uuid("stt_rec_ck").notNull(),
      so_ct_ck: text("so_ct_ck").notNull(),
      ma_dvcs_chuyen: text("ma_dvcs_chuyen").notNull(),
    },
    line: serialRun(),
  },
);

/** Promotion programs: the days and the branch their approved rules hold in. */
export const promotions = entityTable(promotionEntity);

/** What a promotion rule gives: a percent off, an amount off (bill totals), or `sl_tang` of item `ma_vt_tang` free. */
const promotionGift = () => ({
  ck_phan_tram: numeric("ck_phan_tram", { precision: 9, scale: 4 }).notNull().default("0"),
  ma_vt_tang: text("ma_vt_tang"),
  sl_tang: numeric("sl_tang", { precision: 18, scale: 3 }).notNull().default("0"),
});

/**
 * Product promotions (KM1, khuyến mãi theo sản phẩm) of program `ma_ctkm`: per line, buying `sl_tu` or more of
 * `ma_vt` takes `ck_phan_tram` off the line, or gives `sl_tang` of `ma_vt_tang` per `sl_tu` bought. In force once
 * approved (2), within the program's days and branch.
 */
export const { header: promotionProducts, lines: promotionProductLines } = voucherTables(
  { header: "promotion_products", lines: "promotion_product_lines" },
  {
    header: { ma_ctkm: text("ma_ctkm").notNull() },
    line: {
      ma_vt: text("ma_vt").notNull(),
      sl_tu: numeric("sl_tu", { precision: 18, scale: 3 }).notNull().default("1"),
      ...promotionGift(),
    },
  },
);

/**
 * Revenue promotions (KM2, khuyến mãi theo doanh thu) of program `ma_ctkm`: per line, a bill of `tu_tien` or more
 * gets `ck_phan_tram` or `tien_ck` off, or `sl_tang` of `ma_vt_tang` free. In force once approved (2).
 */
export const { header: promotionRevenue, lines: promotionRevenueLines } = voucherTables(
  { header: "promotion_revenue", lines: "promotion_revenue_lines" },
  {
    header: { ma_ctkm: text("ma_ctkm").notNull() },
    line: {
      tu_tien: money("tu_tien").notNull(),
      tien_ck: money("tien_ck").notNull().default("0"),
      ...promotionGift(),
    },
  },
);

export const customerGroups = entityTable(customerGroupEntity);
/** Card number series; `so_cuoi` is moved under the series' row lock by each issue. */
export const customerCardSeries = entityTable(customerCardSeriesEntity);
/** Membership cards: a customer holds at most one card in use (a lost one is locked before another is issued). */
export const customerCards = entityTable(customerCardEntity, {
  indexes: (c) => [
    uniqueIndex("customer_cards_one_in_use")
      .on(c("ma_kh"))
      .where(sql.raw(`trang_thai = '${CUSTOMER_CARD_STATE.active}'`)),
  ],
});
export const customerCardHistories = entityTable(customerCardHistoryEntity);
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
