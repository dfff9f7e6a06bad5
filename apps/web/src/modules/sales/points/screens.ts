import { documentScreens } from "@/platform/document/documentScreens";

/** Gift exchanges: list, new, view, edit of a draft, print. */
export const giftExchangeScreens = documentScreens("/sales/gift-exchanges", () =>
  import("../salesLoaders").then((m) => m.loadGiftExchangePages()),
);
