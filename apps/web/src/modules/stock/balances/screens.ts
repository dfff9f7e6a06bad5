import type { ScreenManifest } from "@/platform/routing/screens";

/** Stock on hand at a date, the stock card, opening stock and the ledger check. */
export const balanceScreens: ScreenManifest = [
  {
    path: "/stock/product-balances",
    load: () => import("../stockLoaders").then((m) => m.loadBalancesPage()),
  },
];
