import { documentScreens } from "@/platform/document/documentScreens";
import type { ScreenManifest } from "@/platform/routing/screens";

const pages = () => import("../salesLoaders").then((m) => m.loadDiscountPages());

/** Discounts (list, new, view, edit), those awaiting approval, and the report of the discounts bills carried. */
export const discountScreens: ScreenManifest = [
  { path: "/sales/discounts/approve", load: () => pages().then((m) => m.ApproveDiscountsPage) },
  ...documentScreens("/sales/discounts", () => pages().then((m) => m.discountPages)),
  { path: "/sales/discount-details", load: () => pages().then((m) => m.DiscountDetailsPage) },
];
