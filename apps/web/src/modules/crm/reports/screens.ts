import { CRM_REPORT_NAMES } from "@sen/core";
import { featureScreens } from "@/platform/routing/screens";

/** Screens of the CRM reports, one a report, loading with their charts on first use (the target report is the targets' own). */
export const reportScreens = featureScreens(
  () => import("./messages"),
  CRM_REPORT_NAMES.map((name) => ({
    path: `/crm/reports/${name}`,
    load: () => import("./reportPages").then((m) => m.reportPages[name]),
  })),
);
