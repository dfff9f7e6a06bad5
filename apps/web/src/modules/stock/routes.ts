import type { ScreenManifest } from "@/platform/routing/screens";
import { balanceScreens } from "./balances/screens";
import { catalogueScreens } from "./catalogue-import/screens";
import { stockDocumentScreens } from "./documents/screens";
import { pricingScreens } from "./pricing/screens";

/**
 * The stock screens: receipts, deliveries and transfers (the generic document screens), the balances with the
 * stock card, prices, hours and sets; the other catalogues (products, services, units, warehouses…) are their
 * entities' generic lists.
 */
export const stockScreens: ScreenManifest = [
  ...catalogueScreens,
  ...stockDocumentScreens,
  ...balanceScreens,
  ...pricingScreens,
];
