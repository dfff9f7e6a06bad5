import type { balancesVi } from "./vi";

/** English texts of the opening balances' check. */
export const balancesEn: typeof balancesVi = {
  title: "Opening balance check",
  year: "Year",
  empty: "No data yet",
  branch: "Branch",
  account: "Account",
  debit: "Total debit",
  credit: "Total credit",
  result: "Result",
  balanced: "Opening balances balance",
  difference: "Debit less credit: {{amount}}",
  partnersOk: "The partners' opening debts match the account balances",
  misplaced: {
    title: "{{count}} opening(s) on an account that takes none",
    source: "Entered as",
    account: "Account balance",
    customer: "Debt of {{partner}}",
    reason: "Reason",
    parent: "The account has sub-accounts",
    unknown: "The account is not in the chart",
    not_by_partner: "The account is not kept by partner",
  },
  partners: {
    title: "{{count}} account(s) whose partners' debts differ from the account balance",
    account: "Account balance (debit / credit)",
    detail: "Partners' total (debit / credit)",
    difference: "Difference (debit / credit)",
  },
};
