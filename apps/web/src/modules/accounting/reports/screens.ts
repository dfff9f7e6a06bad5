import { featureScreens, type NamedReports } from "@/platform/routing/screens";

/**
 * The accounting reports: one page of the menu (the cash book's) with the cash book, the trial balance and the
 * account ledger as its tabs.
 */
export const reportScreens = featureScreens(
  () => import("./messages"),
  [
    {
      path: "/accounting/reports/cash-book",
      load: () => import("./AccountingReportsPage").then((m) => m.AccountingReportsPage),
    },
  ],
);

const views = () => Promise.all([import("./messages"), import("./AccountingReportsPage")]).then(([, page]) => page);

/**
 * The trial balance and the account ledger also open alone under the generic report screen, for an administrator
 * who gives them a menu place of their own.
 */
export const accountingReports: NamedReports = {
  "/report/trial-balance": () => views().then((m) => m.TrialBalancePage),
  "/report/account-ledger": () => views().then((m) => m.AccountLedgerPage),
};
