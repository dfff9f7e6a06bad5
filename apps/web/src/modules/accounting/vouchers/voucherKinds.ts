import type { DocumentBase } from "@/platform/document";

/** The printed forms of vouchers: 01-TT and 02-TT (cash), the bank advices, the general voucher. */
export type VoucherFormName = "01-TT" | "02-TT" | "bank-in" | "bank-out" | "general";

/**
 * A cash or bank voucher: its header names the cash or bank account (default `account`, chosen among the
 * accounts under `accountGroup`), each line the contra account and an amount. Money comes in (a receipt debits
 * the cash account) or goes out (a payment credits it; its lines name an expense item).
 */
export interface CashVoucherKind extends DocumentBase {
  way: "in" | "out";
  account: string;
  accountGroup: "111" | "112";
  print: VoucherFormName;
}

/** A general voucher (phiếu kế toán): lines of any account, each a debit or a credit, debits equal to credits. */
export interface GeneralVoucherKind extends DocumentBase {
  print: "general";
}

export const receiveKind: CashVoucherKind = {
  api: "accounting/receive-invoices",
  path: "/accounting/receive-invoices",
  command: "accounting.receive-invoices",
  maCt: "PT1",
  title: { vi: "Phiếu thu", en: "Cash receipt" },
  way: "in",
  account: "1111",
  accountGroup: "111",
  print: "01-TT",
  journal: true,
};

export const spendKind: CashVoucherKind = {
  api: "accounting/spend-invoices",
  path: "/accounting/spend-invoices",
  command: "accounting.spend-invoices",
  maCt: "PC1",
  title: { vi: "Phiếu chi", en: "Cash payment" },
  way: "out",
  account: "1111",
  accountGroup: "111",
  print: "02-TT",
  journal: true,
};

export const bankReceiveKind: CashVoucherKind = {
  api: "accounting/bank-receive-invoices",
  path: "/accounting/bank-receive-invoices",
  command: "accounting.bank-receive-invoices",
  maCt: "BC1",
  title: { vi: "Giấy báo có", en: "Bank receipt" },
  way: "in",
  account: "1121",
  accountGroup: "112",
  print: "bank-in",
  journal: true,
};

export const bankSpendKind: CashVoucherKind = {
  api: "accounting/bank-spend-invoices",
  path: "/accounting/bank-spend-invoices",
  command: "accounting.bank-spend-invoices",
  maCt: "BN1",
  title: { vi: "Giấy báo nợ", en: "Bank payment" },
  way: "out",
  account: "1121",
  accountGroup: "112",
  print: "bank-out",
  journal: true,
};

export const generalKind: GeneralVoucherKind = {
  api: "accounting/accounting-invoices",
  path: "/accounting/accounting-invoices",
  command: "accounting.accounting-invoices",
  maCt: "PK1",
  title: { vi: "Phiếu kế toán", en: "Accounting voucher" },
  print: "general",
  journal: true,
};
