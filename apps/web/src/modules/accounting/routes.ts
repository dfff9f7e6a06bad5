import type { ScreenManifest } from "@/platform/routing/screens";
import { balanceScreens } from "./balances/screens";
import { chartScreens } from "./chart/screens";
import { reportScreens } from "./reports/screens";

export { accountingReports } from "./reports/screens";

import { voucherScreens } from "./vouchers/screens";

/**
 * The accounting screens: vouchers (cash, bank, general) with their printed forms, the chart of accounts as a
 * tree, opening balances with their check, period locks and the reports; the other catalogues (currencies, rates,
 * expenses, terms, voucher types) are their entities' generic lists.
 */
export const accountingScreens: ScreenManifest = [
  ...voucherScreens,
  ...chartScreens,
  ...balanceScreens,
  ...reportScreens,
];
