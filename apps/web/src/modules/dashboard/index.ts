import type { AreaModule } from "../../app/routing/lazyArea";
import { AnalyticsDashboard } from "./AnalyticsDashboard";

/** This area's screens by route path; the ones not listed yet show the placeholder. */
export const screens: AreaModule["screens"] = { "/dashboard/analytics": AnalyticsDashboard };
