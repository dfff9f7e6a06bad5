import { lazy } from "react";
import { reloadOnChunkError } from "../../app/routing/lazyArea";

/**
 * /dashboard/ecommerce, in a chunk of its own: the area's chunk is what the landing page (analytics)
 * loads, and sales figures, the line chart and the best sellers would weigh on it for nothing.
 */
export const EcommerceDashboard = lazy(
  reloadOnChunkError(() => import("./ecommerce/EcommerceFigures").then((m) => ({ default: m.EcommerceFigures }))),
);
