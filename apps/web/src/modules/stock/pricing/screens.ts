import { featureScreens } from "@/platform/routing/screens";

/** Rates (with the price lookup), product hours (clocks and weekdays) and the set editor. */
export const pricingScreens = featureScreens(
  () => import("./messages"),
  [
    { path: "/stock/rates", load: () => import("./rates/RatesPage").then((m) => m.RatesPage) },
    { path: "/stock/product-hours", load: () => import("./hours/ProductHoursPage").then((m) => m.ProductHoursPage) },
    { path: "/stock/product-sets", load: () => import("./sets/ProductSetsPage").then((m) => m.ProductSetsPage) },
  ],
);
