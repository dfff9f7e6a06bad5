import type { ScreenManifest } from "@/platform/routing/screens";
import { callLogScreens } from "./call-logs/screens";
import { campaignScreens } from "./campaigns/screens";
import { partnerScreens } from "./partners/screens";
import { reportScreens } from "./reports/screens";
import { scheduleScreens } from "./schedules/screens";

/**
 * The CRM's screens; a page without one shows its entity's list from the definitions (the catalogues: sources,
 * levels, types, services).
 */
export const crmScreens: ScreenManifest = [
  ...partnerScreens,
  ...scheduleScreens,
  ...callLogScreens,
  ...campaignScreens,
  ...reportScreens,
];
