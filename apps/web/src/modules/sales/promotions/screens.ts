import { documentScreens } from "@/platform/document/documentScreens";
import type { ScreenManifest } from "@/platform/routing/screens";

const pages = () => import("../salesLoaders").then((m) => m.loadPromotionPages());

/**
 * Promotion rules by product and by bill total (list, new, view, edit) and those awaiting approval; the programs are
 * their entity's generic list (/sales/promotions).
 */
export const promotionScreens: ScreenManifest = [
  { path: "/sales/promotion-products/approve", load: () => pages().then((m) => m.ApproveProductPromotionsPage) },
  ...documentScreens("/sales/promotion-products", () => pages().then((m) => m.productPromotionPages)),
  { path: "/sales/promotion-revenue/approve", load: () => pages().then((m) => m.ApproveRevenuePromotionsPage) },
  ...documentScreens("/sales/promotion-revenue", () => pages().then((m) => m.revenuePromotionPages)),
];
