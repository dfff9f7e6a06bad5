import type { ScreenManifest } from "@/platform/routing/screens";
import { orderScreens } from "./orders/screens";

/** Purchasing: domestic purchase orders and their approval (suppliers are their entity's generic list). */
export const purchasesScreens: ScreenManifest = [...orderScreens];
