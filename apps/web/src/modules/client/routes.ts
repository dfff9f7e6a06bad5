import { featureScreens } from "@/platform/routing/screens";

/**
 * The client area: a customer's own details and cards, and their cards' history. Its frame (the app's client layout)
 * signs the customer in first.
 */
export const clientScreens = featureScreens(
  // With the names of the cards' movements and states, which the sales module keeps.
  () => Promise.all([import("./messages"), import("@/modules/sales").then((sales) => sales.loadCardTexts())]),
  [
    {
      path: "/client/customer-info",
      load: () => import("./CustomerInfoPage").then((m) => m.CustomerInfoPage),
    },
    {
      path: "/client/payment-card-histories",
      load: () => import("./ClientCardHistoryPage").then((m) => m.ClientCardHistoryPage),
    },
  ],
);
