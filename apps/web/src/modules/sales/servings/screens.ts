import { documentScreens } from "@/platform/document/documentScreens";
import type { ScreenManifest } from "@/platform/routing/screens";

const pages = () => import("../salesLoaders").then((m) => m.loadServingPages());

/** Servings (list, new, view, edit, print), the service process board and the service till. */
export const servingScreens: ScreenManifest = [
  ...documentScreens("/sales/servings", () => pages().then((m) => m.servingPages)),
  { path: "/sales/service-process", load: () => pages().then((m) => m.ServiceProcessPage) },
  { path: "/sales/serving/cashier", load: () => pages().then((m) => m.ServingCashierPage) },
];
