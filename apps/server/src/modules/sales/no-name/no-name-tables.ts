import { noNameCardEntity, noNameDiscountEntity, noNameTypeEntity } from "@sen/core";
import { bigint, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { entityTable } from "../../../platform/crud/table.js";
import { money, voucherTables } from "../../../platform/documents/document-tables.js";

/*
 * The no-name cards' tables, part of the sales module's schema (re-exported by sales.tables.ts, which drizzle-kit
 * reads): the types, discounts and cards, the card ledger and the five documents that move cards.
 */

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
