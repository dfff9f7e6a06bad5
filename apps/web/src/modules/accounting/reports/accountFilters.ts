import type { ReportFilter } from "@/platform/report";
import { useAccountOptions } from "./useAccountOptions";
import { usePartnerOptions } from "./usePartnerOptions";

/** The cash book's account, `tk`: a cash account 111x, Vietnamese đồng (1111) unless another is chosen. */
export const cashAccountFilter: ReportFilter = {
  key: "tk",
  label: (t) => t("accountingReports.filters.cashAccount"),
  allLabel: () => "1111",
  useOptions: () => useAccountOptions("111"),
  default: "1111",
};

/** The ledger's account, `tk`: any account that takes postings; the ledger waits for one. */
export const ledgerAccountFilter: ReportFilter = {
  key: "tk",
  label: (t) => t("accountingReports.filters.account"),
  allLabel: (t) => t("accountingReports.filters.chooseAccount"),
  useOptions: useAccountOptions,
  width: 300,
};

/** The ledger's partner, `ma_kh`: one partner's lines and opening debts only. */
export const partnerFilter: ReportFilter = {
  key: "ma_kh",
  label: (t) => t("accountingReports.filters.partner"),
  allLabel: (t) => t("accountingReports.filters.allPartners"),
  useOptions: usePartnerOptions,
  width: 300,
};
