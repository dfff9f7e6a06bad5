import type { AreaModule } from "../../../app/routing/lazyArea";

/** Screens of campaigns, targets, broadcast, by route path. */
export const campaignScreens: AreaModule["screens"] = {};
