import {
  accountBalanceEntity,
  accountEntity,
  currencyEntity,
  customerBalanceEntity,
  exchangeRateEntity,
  expenseItemEntity,
  postingRuleEntity,
  taxEntity,
  transactionTermEntity,
  voucherInfoEntity,
  voucherLockEntity,
} from "@sen/core";
import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";
import { money, voucherTables } from "../../platform/documents/document-tables.js";

export const taxes = entityTable(taxEntity);
export const voucherInfos = entityTable(voucherInfoEntity, { uniqueTogether: [["ma_ct", "status"]] });

export const currencies = entityTable(currencyEntity);
export const exchangeRates = entityTable(exchangeRateEntity, { uniqueTogether: [["ma_nt", "ngay"]] });

export const accounts = entityTable(accountEntity);
export const postingRules = entityTable(postingRuleEntity, { uniqueTogether: [["ma_ct", "ma_bt"]] });
export const accountBalances = entityTable(accountBalanceEntity, { uniqueTogether: [["nam", "ma_dvcs", "tk"]] });
export const customerBalances = entityTable(customerBalanceEntity, {
  uniqueTogether: [["nam", "ma_dvcs", "tk", "ma_kh"]],
});
export const expenseItems = entityTable(expenseItemEntity);
export const transactionTerms = entityTable(transactionTermEntity);

/** One lock per branch, and one for every branch at once (no branch). */
export const voucherLocks = entityTable(voucherLockEntity, {
  indexes: (c) => [uniqueIndex("voucher_locks_branch").on(sql`coalesce(${c("ma_dvcs")}, '')`)],
});

/**
 * The general journal: each line debits one account and credits another by the same amount (a balanced pair),
 * for a document (`stt_rec`, its type, number, date and branch). A cancelled document's lines are reversed by
 * lines of the opposite sign, so the turnover of the period nets to nothing.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    so_ct: text("so_ct").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    line: integer("line").notNull(),
    tk_no: text("tk_no").notNull(),
    tk_co: text("tk_co").notNull(),
    tien: money("tien").notNull(),
    /** The debit side's partner. */
    ma_kh: text("ma_kh"),
    /** The credit side's partner: another than the debit's when a voucher offsets two partners' debts. */
    ma_kh_co: text("ma_kh_co"),
    ma_nv: text("ma_nv"),
    ma_kho: text("ma_kho"),
    dien_giai: text("dien_giai").notNull().default(""),
  },
  (t) => [
    index("journal_entries_document").on(t.stt_rec),
    index("journal_entries_debit").on(t.tk_no, t.ngay_ct),
    index("journal_entries_credit").on(t.tk_co, t.ngay_ct),
    index("journal_entries_date").on(t.ngay_ct, t.ma_dvcs),
    index("journal_entries_partner").on(t.ma_kh, t.ngay_ct).where(sql`${t.ma_kh} IS NOT NULL`),
    index("journal_entries_credit_partner").on(t.ma_kh_co, t.ngay_ct).where(sql`${t.ma_kh_co} IS NOT NULL`),
  ],
);

/**
 * Each account's turnover per branch and month, the sum of its journal lines: reports read whole months from
 * here and only the days at a period's edges from the journal. Kept in the posting transaction, at its commit.
 */
export const accountTotals = pgTable(
  "account_totals",
  {
    tk: text("tk").notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    thang: date("thang", { mode: "string" }).notNull(),
    ps_no: money("ps_no").notNull().default("0"),
    ps_co: money("ps_co").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.tk, t.ma_dvcs, t.thang] }), index("account_totals_month").on(t.thang)],
);

/** What a cash or bank voucher's header adds: its cash or bank account, the partner, the person, the currency. */
const cashHeader = () => ({
  tk: text("tk").notNull(),
  ma_kh: text("ma_kh"),
  ong_ba: text("ong_ba").notNull().default(""),
  dia_chi: text("dia_chi").notNull().default(""),
  chung_tu_goc: text("chung_tu_goc").notNull().default(""),
  ma_nt: text("ma_nt").notNull().default("VND"),
  ty_gia: numeric("ty_gia", { precision: 18, scale: 4 }).notNull().default("1"),
  tong_tien_nt: money("tong_tien_nt").notNull().default("0"),
});

/** A cash or bank voucher's line: the other account, the amount (in the voucher's currency and in VND). */
const cashLine = () => ({
  tk: text("tk").notNull(),
  tien_nt: money("tien_nt").notNull(),
  tien: money("tien").notNull(),
  dien_giai: text("dien_giai").notNull().default(""),
  ma_phi: text("ma_phi"),
});

const cashVoucher = (header: string, lines: string) =>
  voucherTables({ header, lines }, { header: cashHeader(), line: cashLine() });

export const { header: cashReceipts, lines: cashReceiptDetails } = cashVoucher("cash_receipts", "cash_receipt_details");
export const { header: cashPayments, lines: cashPaymentDetails } = cashVoucher("cash_payments", "cash_payment_details");
export const { header: bankReceipts, lines: bankReceiptDetails } = cashVoucher("bank_receipts", "bank_receipt_details");
export const { header: bankPayments, lines: bankPaymentDetails } = cashVoucher("bank_payments", "bank_payment_details");

/** A general voucher (phiếu kế toán): lines debiting or crediting accounts, debits equal to credits. */
export const { header: generalVouchers, lines: generalVoucherDetails } = voucherTables(
  { header: "general_vouchers", lines: "general_voucher_details" },
  {
    header: {
      ma_nt: text("ma_nt").notNull().default("VND"),
      ty_gia: numeric("ty_gia", { precision: 18, scale: 4 }).notNull().default("1"),
    },
    line: {
      tk: text("tk").notNull(),
      ps_no: money("ps_no").notNull().default("0"),
      ps_co: money("ps_co").notNull().default("0"),
      ma_kh: text("ma_kh"),
      dien_giai: text("dien_giai").notNull().default(""),
    },
  },
);
