import { defineReport, type ReportColumn, type ReportFigure } from "@/platform/report";
import { ledgerAccountFilter, partnerFilter } from "../accountFilters";
import { dayOf, type LedgerRow, ledgerRows, ledgerTotals, OPENING } from "../bookLines";
import { type AccountLedgerAnswer, accountingReportApi, accountingReportKeys } from "../reportApi";
import { voucherPath } from "../voucherLink";

/** What the ledger is before an account is chosen: nothing asked, nothing to show. */
const NOT_ASKED: AccountLedgerAnswer & { asked?: false } = {
  dau_ky_no: 0,
  dau_ky_co: 0,
  rows: [],
  cuoi_ky_no: 0,
  cuoi_ky_co: 0,
  asked: false,
};

/** A balance as one figure, named for its side: "Dư Nợ đầu kỳ" or "Dư Có đầu kỳ". */
const balanceFigure = (label: (side: "Debit" | "Credit") => string, no: number, co: number): ReportFigure =>
  co > 0 ? { label: label("Credit"), value: co, kind: "money" } : { label: label("Debit"), value: no, kind: "money" };

/**
 * The ledger of an account (sổ chi tiết tài khoản), of one partner if chosen: the opening balance, each line
 * with its contra account and the balance after it, the totals and the closing balance. It waits for an account.
 */
export const accountLedgerReport = defineReport<LedgerRow, AccountLedgerAnswer & { asked?: false }>({
  name: "account-ledger",
  queryKey: accountingReportKeys.one("account-ledger"),
  fetch: (params, signal) =>
    params.tk
      ? accountingReportApi.get<AccountLedgerAnswer>("account-ledger", params, signal)
      : Promise.resolve(NOT_ASKED),
  filters: [ledgerAccountFilter, partnerFilter],
  rows: ledgerRows,
  rowKey: (row) => row.key,
  columns: (t): ReportColumn<LedgerRow>[] => {
    const c = (key: string) => t(`accountingReports.columns.${key}`);
    const movements = c("movements");
    const balance = c("runningBalance");
    return [
      { key: "postedOn", title: c("postedOn"), kind: "text", value: dayOf, width: 110 },
      { key: "so_ct", title: c("number"), group: c("documentNumber"), kind: "text", link: voucherPath, width: 120 },
      { key: "ngay_ct", title: c("documentDate"), group: c("documentNumber"), kind: "text", value: dayOf, width: 110 },
      {
        key: "dien_giai",
        title: c("description"),
        kind: "text",
        value: (r) => (r.key === OPENING ? t("accountingReports.lines.ledgerOpening") : r.dien_giai),
        width: 260,
      },
      { key: "tk_du", title: c("contraAccount"), kind: "text", width: 90 },
      { key: "ps_no", title: c("debit"), group: movements, kind: "money", width: 130 },
      { key: "ps_co", title: c("credit"), group: movements, kind: "money", width: 130 },
      { key: "du_no", title: c("debit"), group: balance, kind: "money", width: 130 },
      { key: "du_co", title: c("credit"), group: balance, kind: "money", width: 130 },
      { key: "ma_kh", title: c("partner"), kind: "text", width: 100 },
    ];
  },
  totals: ledgerTotals,
  figures: (t, answer) => {
    if (answer.asked === false) return [];
    const f = (key: string) => t(`accountingReports.figures.${key}`);
    const totals = ledgerTotals(answer);
    return [
      balanceFigure((side) => f(`opening${side}`), answer.dau_ky_no, answer.dau_ky_co),
      { label: f("debits"), value: totals.ps_no, kind: "money" },
      { label: f("credits"), value: totals.ps_co, kind: "money" },
      balanceFigure((side) => f(`closing${side}`), answer.cuoi_ky_no, answer.cuoi_ky_co),
    ];
  },
  charts: () => [],
  notice: (t, answer) => (answer.asked === false ? t("accountingReports.notices.chooseAccount") : undefined),
});
