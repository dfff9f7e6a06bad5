import { within } from "../../platform/routing/matchCommand";
import type { Guard } from "../../platform/routing/meta";

const CASHIER = ["/sales/retail-orders/cashier", "/sales/serving/cashier", "/sales/room-orders/cashier"];
const SIGNED_IN = ["/dashboard", "/generic", "/report", "/system/settings", "/user", "/apps/chat", ...CASHIER];
const CLIENT = "/client";
const OPEN = ["/admin/settings", CLIENT];
const ADMIN_FLAGGED = ["/system/cryptography"];

/**
 * Which pages are guarded: CRM, sales, purchases, stock, accounting, HR and system pages need a menu command;
 * generic/report, system settings, user pages, cashier and chat need only sign-in; admin
 * settings and client pages have no guard. The dashboard (where `/` leads) needs only sign-in.
 */
export function guardFor(path: string): Guard {
  if (OPEN.some((p) => within(path, p))) return "none";
  if (SIGNED_IN.some((p) => within(path, p))) return "signed-in";
  return "command";
}

export const isCashierPath = (path: string) => CASHIER.some((p) => within(path, p));
/** The client area's pages: a customer's, in a frame of their own. */
export const isClientPath = (path: string) => within(path, CLIENT);
export const isAdminFlagged = (path: string) => ADMIN_FLAGGED.some((p) => within(path, p));
