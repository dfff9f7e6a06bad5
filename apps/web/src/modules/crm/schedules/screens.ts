import type { AreaModule } from "../../../app/routing/lazyArea";

/** Screens of appointments and tickets, their calendars, by route path. */
export const scheduleScreens: AreaModule["screens"] = {};
