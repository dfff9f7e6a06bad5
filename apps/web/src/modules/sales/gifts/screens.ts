import { documentScreens } from "@/platform/document/documentScreens";

/** Gift orders: list, new, view, edit of a draft, print. */
export const giftScreens = documentScreens("/sales/gift-orders", () =>
  import("../salesLoaders").then((m) => m.loadGiftPages()),
);
