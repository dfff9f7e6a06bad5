import "./messages";
import { Tabs } from "antd";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type ReportDefinition, ReportFrame, useReportScope } from "@/platform/report";
import { accountLedgerReport } from "./definitions/accountLedger";
import { cashBookReport } from "./definitions/cashBook";
import { trialBalanceReport } from "./definitions/trialBalance";
import { ACCOUNTING_REPORTS, type AccountingReportName } from "./reportApi";
import { TotalsCheckButton } from "./TotalsCheckButton";

/** The accounting reports' command: the page's rights cover its three reports. */
const REPORTS_COMMAND = "accounting.reports.cash-book";

/** One report in the frame, titled with its tab's name (the heading of its Excel file and printout). */
const view =
  <Row extends object, Answer>(definition: ReportDefinition<Row, Answer>): ComponentType =>
  () => {
    const { t } = useTranslation();
    const scope = useReportScope(REPORTS_COMMAND, t(`accountingReports.views.${definition.name}`));
    return <ReportFrame definition={definition} scope={scope} />;
  };

const VIEWS: Record<AccountingReportName, ComponentType> = {
  "cash-book": view(cashBookReport),
  "trial-balance": view(trialBalanceReport),
  "account-ledger": view(accountLedgerReport),
};

/** The trial balance alone, as `/report/trial-balance` shows it. */
export const TrialBalancePage = VIEWS["trial-balance"];
/** The account ledger alone, as `/report/account-ledger` shows it. */
export const AccountLedgerPage = VIEWS["account-ledger"];

/** The period the address holds, which a change of tab keeps (the other report's filters it drops). */
const PERIOD = ["fromDate", "toDate"] as const;

/**
 * /accounting/reports/cash-book: the accounting reports, a tab each, the cash book first: the cash book
 * (S07-DN), the trial balance and the ledger of an account. The tab is in the address (`?view=trial-balance`),
 * so reload and a shared link keep it.
 */
export function AccountingReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = ACCOUNTING_REPORTS.find((name) => name === params.get("view")) ?? "cash-book";
  const choose = (next: string) =>
    setParams((current) => {
      const kept = new URLSearchParams();
      for (const key of PERIOD) {
        const value = current.get(key);
        if (value) kept.set(key, value);
      }
      if (next !== "cash-book") kept.set("view", next);
      return kept;
    });
  return (
    <Tabs
      activeKey={active}
      onChange={choose}
      destroyOnHidden
      data-testid="accounting-reports"
      tabBarExtraContent={active === "trial-balance" ? <TotalsCheckButton /> : undefined}
      items={ACCOUNTING_REPORTS.map((name) => {
        const View = VIEWS[name];
        return { key: name, label: t(`accountingReports.views.${name}`), children: <View /> };
      })}
    />
  );
}
