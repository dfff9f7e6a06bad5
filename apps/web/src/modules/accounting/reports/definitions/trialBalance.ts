import { defineReport, type ReportColumn } from "@/platform/report";
import { type AccountNode, accountTree, unbalancedPairs } from "../accountTree";
import { accountingReportApi, accountingReportKeys, type BalanceColumns, type TrialBalanceAnswer } from "../reportApi";

/**
 * The trial balance (bảng cân đối số phát sinh): each account with a balance or a movement, its sub-accounts
 * under it, the opening, the period's movements and the closing on the debit and the credit side, and the
 * totals, where debits equal credits; the page says so if they ever do not.
 */
export const trialBalanceReport = defineReport<AccountNode, TrialBalanceAnswer>({
  name: "trial-balance",
  queryKey: accountingReportKeys.one("trial-balance"),
  fetch: (params, signal) => accountingReportApi.get<TrialBalanceAnswer>("trial-balance", params, signal),
  rows: (answer) => accountTree(answer.items),
  rowKey: (row) => row.tk,
  children: (row) => row.sub,
  columns: (t): ReportColumn<AccountNode>[] => {
    const c = (key: string) => t(`accountingReports.columns.${key}`);
    const amount = (key: keyof BalanceColumns, title: string, group: string): ReportColumn<AccountNode> => ({
      key,
      title: c(title),
      group: c(group),
      kind: "money",
      // Nothing on that side: an empty cell rather than a column of zeros.
      value: (row) => row[key] || null,
      width: 130,
    });
    const pair = (group: string, no: keyof BalanceColumns, co: keyof BalanceColumns) => [
      amount(no, "debit", group),
      amount(co, "credit", group),
    ];
    return [
      { key: "tk", title: c("account"), kind: "text", width: 120 },
      { key: "ten_tk", title: c("accountName"), kind: "text", width: 260 },
      ...pair("opening", "no_dk", "co_dk"),
      ...pair("periodMovements", "ps_no", "ps_co"),
      ...pair("closing", "no_ck", "co_ck"),
    ];
  },
  totals: ({ totals }) => ({ ...totals, tk: "", ten_tk: "", cap: 0, tk_me: null }),
  figures: (t, { totals }) => {
    const f = (key: string) => t(`accountingReports.figures.${key}`);
    return [
      { label: f("debits"), value: totals.ps_no, kind: "money" },
      { label: f("credits"), value: totals.ps_co, kind: "money" },
      { label: f("closingDebit"), value: totals.no_ck, kind: "money" },
      { label: f("closingCredit"), value: totals.co_ck, kind: "money" },
    ];
  },
  charts: () => [],
  notice: (t, { totals }) => {
    const pairs = unbalancedPairs(totals);
    if (pairs.length === 0) return undefined;
    const names = pairs.map((pair) => t(`accountingReports.notices.pairs.${pair}`)).join(", ");
    return t("accountingReports.notices.unbalanced", { pairs: names });
  },
});
