import { featureScreens } from "@/platform/routing/screens";

/** The chart of accounts as a tree, its accounts added, edited and deleted in the entity's shared form. */
export const chartScreens = featureScreens(
  () => import("./messages"),
  [
    {
      path: "/accounting/accounts",
      load: () => import("./ChartOfAccountsPage").then((m) => m.ChartOfAccountsPage),
    },
  ],
);
