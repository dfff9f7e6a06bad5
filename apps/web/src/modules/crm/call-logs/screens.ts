import type { AreaModule } from "../../../app/routing/lazyArea";

/** Screens of call logs, by route path. */
export const callLogScreens: AreaModule["screens"] = {};
