import type { AreaModule } from "../../../app/routing/lazyArea";

/** Screens of customers, search, VIP, transfer, complaints, by route path. */
export const partnerScreens: AreaModule["screens"] = {};
