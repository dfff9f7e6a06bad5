import { lazy } from "react";
import type { AreaModule } from "../../../app/routing/lazyArea";
import { reloadOnChunkError } from "../../../app/routing/lazyArea";
import "./messages";
import { BroadcastPage } from "./BroadcastPage";
import { CampaignsPage } from "./CampaignsPage";
import { TargetsPage } from "./TargetsPage";

// The pages with charts load with them on first use, not with the rest of the CRM's screens.
const CampaignDetailPage = lazy(
  reloadOnChunkError(() => import("./CampaignDetailPage").then((m) => ({ default: m.CampaignDetailPage }))),
);
const TargetReportPage = lazy(
  reloadOnChunkError(() => import("./TargetReportPage").then((m) => ({ default: m.TargetReportPage }))),
);

/** Screens of campaigns, targets, broadcast, and the target report, by route path. */
export const campaignScreens: AreaModule["screens"] = {
  "/crm/campaigns": CampaignsPage,
  "/crm/campaigns/:id": CampaignDetailPage,
  "/crm/targets": TargetsPage,
  "/crm/broadcast": BroadcastPage,
  "/crm/reports/target": TargetReportPage,
};
