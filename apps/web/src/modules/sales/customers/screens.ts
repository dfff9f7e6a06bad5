import { featureScreens } from "@/platform/routing/screens";

/**
 * The customers as sales sees them (list and overview), their groups (with group 3 by spending), membership cards and
 * VIP periods with their results; the card series, card histories and salespeople are their entities' generic lists.
 */
export const customerScreens = featureScreens(
  () => import("./messages"),
  [
    { path: "/sales/customers", load: () => import("./CustomerListPage").then((m) => m.CustomerListPage) },
    {
      path: "/sales/customers/:id",
      below: {
        page: "/sales/customers",
        action: "read",
        title: { vi: "Thông tin khách hàng", en: "Customer overview" },
      },
      load: () => import("./CustomerOverviewPage").then((m) => m.CustomerOverviewPage),
    },
    { path: "/sales/customer-groups", load: () => import("./CustomerGroupsPage").then((m) => m.CustomerGroupsPage) },
    { path: "/sales/customer-cards", load: () => import("./CustomerCardsPage").then((m) => m.CustomerCardsPage) },
    { path: "/sales/vip-periods", load: () => import("./VipPeriodsPage").then((m) => m.VipPeriodsPage) },
    {
      path: "/sales/vip-periods/:id",
      below: {
        page: "/sales/vip-periods",
        action: "read",
        title: { vi: "Kết quả xét hạng VIP", en: "VIP review result" },
      },
      load: () => import("./VipPeriodPage").then((m) => m.VipPeriodPage),
    },
  ],
);
