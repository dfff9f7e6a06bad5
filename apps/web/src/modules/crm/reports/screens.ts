import type { AreaModule } from "../../../app/routing/lazyArea";

/** Screens of the CRM reports, by route path. */
export const reportScreens: AreaModule["screens"] = {};
