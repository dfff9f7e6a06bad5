import type { AreaModule } from "../../app/routing/lazyArea";
import { callLogScreens } from "./call-logs/screens";
import { campaignScreens } from "./campaigns/screens";
import { partnerScreens } from "./partners/screens";
import { reportScreens } from "./reports/screens";
import { scheduleScreens } from "./schedules/screens";

/**
 * The CRM's screens by route path; a path without one shows its entity's list from the
 * definitions (the catalogues: sources, levels, types, services).
 */
export const screens: AreaModule["screens"] = {
  ...partnerScreens,
  ...scheduleScreens,
  ...callLogScreens,
  ...campaignScreens,
  ...reportScreens,
};
