import type { AreaModule } from "../../app/routing/lazyArea";
import { AnalyticsDashboard } from "./AnalyticsDashboard";
import { EcommerceDashboard } from "./EcommerceDashboard";

/** This area's screens by route path. */
export const screens: AreaModule["screens"] = {
  "/dashboard/analytics": AnalyticsDashboard,
  "/dashboard/ecommerce": EcommerceDashboard,
};
