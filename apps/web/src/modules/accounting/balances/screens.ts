import { featureScreens } from "@/platform/routing/screens";

/** Opening account balances with the check of the year above their list. */
export const balanceScreens = featureScreens(
  () => import("./messages"),
  [
    {
      path: "/accounting/account-balances",
      load: () => import("./AccountBalancesPage").then((m) => m.AccountBalancesPage),
    },
  ],
);
