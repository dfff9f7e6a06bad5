import type { ScreenManifest } from "@/platform/routing/screens";

/** The dashboards: the home screen every user lands on. */
export const dashboardScreens: ScreenManifest = [
  { path: "/dashboard/analytics", load: () => import("./AnalyticsDashboard").then((m) => m.AnalyticsDashboard) },
];
