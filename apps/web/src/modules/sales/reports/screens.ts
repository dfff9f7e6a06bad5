import { SALES_REPORT_NAMES } from "@sen/core";
import type { ScreenManifest } from "@/platform/routing/screens";

/** Screens of the sales reports built so far, one a report, loading with their charts on first use. */
export const salesReportScreens: ScreenManifest = SALES_REPORT_NAMES.map((name) => ({
  path: `/sales/reports/${name}`,
  load: () => import("./salesReportPages").then((m) => m.salesReportPages[name]),
}));
