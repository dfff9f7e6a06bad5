import type { ScreenManifest } from "@/platform/routing/screens";
import { billScreens } from "./bills/screens";

/**
 * Sales: the retail cashier, the retail bills and their approval (the catalogues of payment and card types are their
 * entities' generic lists).
 */
export const salesScreens: ScreenManifest = [
  ...billScreens,
  {
    path: "/sales/retail-orders/cashier",
    load: () => import("./salesLoaders").then((m) => m.loadCashier()),
  },
];
