import type { ScreenManifest } from "@/platform/routing/screens";

/** Sales: the retail cashier (the catalogues of payment and card types are their entities' generic lists). */
export const salesScreens: ScreenManifest = [
  {
    path: "/sales/retail-orders/cashier",
    load: () => import("./salesLoaders").then((m) => m.loadCashier()),
  },
];
