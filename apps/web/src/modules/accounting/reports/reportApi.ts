import { api } from "@/platform/api";
import type { ReportParams } from "@/platform/report";

/** The accounting reports of this page, by their name in the address (`?view=`) and the API. */
export const ACCOUNTING_REPORTS = ["cash-book", "trial-balance", "account-ledger"] as const;
export type AccountingReportName = (typeof ACCOUNTING_REPORTS)[number];

/** What a line of a book comes from: the document, and `stt_rec` and `ma_ct` to open it. */
export interface BookLine {
  ngay_ct: string;
  so_ct: string;
  ma_ct: string;
  stt_rec: string;
  dien_giai: string;
}

/** GET accounting/reports/cash-book: the opening, each receipt and payment with the running balance, the closing. */
export interface CashBookAnswer {
  dau_ky: number;
  rows: (BookLine & { thu: number; chi: number; ton: number })[];
  cuoi_ky: number;
}

/** Opening, movements and closing, each on the debit (Nợ) and the credit (Có) side. */
export interface BalanceColumns {
  no_dk: number;
  co_dk: number;
  ps_no: number;
  ps_co: number;
  no_ck: number;
  co_ck: number;
}

/** GET accounting/reports/trial-balance: every account with a balance or a movement, parents rolled up. */
export interface TrialBalanceAnswer {
  items: (BalanceColumns & { tk: string; ten_tk: string; cap: number; tk_me: string | null })[];
  totals: BalanceColumns;
}

/** GET accounting/reports/account-ledger: the opening on its side, each line with its contra account, the closing. */
export interface AccountLedgerAnswer {
  dau_ky_no: number;
  dau_ky_co: number;
  rows: (BookLine & { tk_du: string; ps_no: number; ps_co: number; ma_kh: string | null })[];
  cuoi_ky_no: number;
  cuoi_ky_co: number;
}

export const accountingReportKeys = {
  all: ["accounting", "reports"] as const,
  one: (name: AccountingReportName) => [...accountingReportKeys.all, name] as const,
};

/** One report over the period and filters of the page (the branches go with every call, the navbar's). */
export const accountingReportApi = {
  get: <Answer>(name: AccountingReportName, params: ReportParams, signal?: AbortSignal) =>
    api.get<Answer>(`accounting/reports/${name}`, { query: { ...params }, signal }),
};

/** A month whose stored turnover of an account differs from its journal lines (`GET accounting/reports/totals-check`). */
export interface TotalsDifference {
  tk: string;
  ma_dvcs: string;
  thang: string;
  ps_no: number;
  ps_co: number;
  ps_no_so_cai: number;
  ps_co_so_cai: number;
}

export const totalsCheck = () =>
  api.get<{ items: TotalsDifference[]; total: number }>("accounting/reports/totals-check");
