import type { ScreenManifest } from "@/platform/routing/screens";

/** Goods and services: the generic list and form, with the catalogue's Excel import. */
export const catalogueScreens: ScreenManifest = [
  { path: "/stock/products", load: () => import("./CataloguePage").then((m) => m.GoodsPage) },
  { path: "/stock/services", load: () => import("./CataloguePage").then((m) => m.ServicesPage) },
];
