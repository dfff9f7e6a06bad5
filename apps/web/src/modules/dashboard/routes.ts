import type { ScreenManifest } from "@/platform/routing/screens";

/** The dashboards: the home screen every user lands on, and the sales figures. */
export const dashboardScreens: ScreenManifest = [
  { path: "/dashboard/analytics", load: () => import("./AnalyticsDashboard").then((m) => m.AnalyticsDashboard) },
  {
    path: "/dashboard/ecommerce",
    load: () => import("./ecommerce/EcommerceFigures").then((m) => m.EcommerceFigures),
  },
];
