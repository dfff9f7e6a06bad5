import { featureScreens } from "@/platform/routing/screens";

/** Screens of campaigns, targets, broadcast, and the target report. */
export const campaignScreens = featureScreens(
  () => import("./messages"),
  [
    { path: "/crm/campaigns", load: () => import("./list/CampaignsPage").then((m) => m.CampaignsPage) },
    {
      path: "/crm/campaigns/:id",
      below: { page: "/crm/campaigns", action: "read", title: { vi: "Chi tiết chiến dịch", en: "Campaign detail" } },
      load: () => import("./detail/CampaignDetailPage").then((m) => m.CampaignDetailPage),
    },
    { path: "/crm/targets", load: () => import("./targets/TargetsPage").then((m) => m.TargetsPage) },
    { path: "/crm/broadcast", load: () => import("./broadcast/BroadcastPage").then((m) => m.BroadcastPage) },
    { path: "/crm/reports/target", load: () => import("./targets/TargetReportPage").then((m) => m.TargetReportPage) },
  ],
);
