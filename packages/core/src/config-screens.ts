import type { ConfigGroup } from "./configs.js";
import { MENU_COMMANDS } from "./menu/index.js";

/**
 * Where each config group's settings take effect: the menu path prefix of the screens they steer. A group is
 * worth offering once one of those screens exists (sales settings mean nothing before a sales screen does).
 */
export const CONFIG_GROUP_SCREENS: Readonly<Record<ConfigGroup, string>> = {
  crm: "/crm",
  sale: "/sales",
  // The codes confirm paying with a prepaid card or a service package at the till.
  otp: "/sales/payment-cards",
  room: "/sales/room-orders",
  customer: "/sales/customers",
  stock: "/stock",
  call_center: "/system/call-center",
};

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether the settings of a group apply to a screen that is built (`isBuilt` tells a menu path); a group this
 * package does not know is always offered.
 */
export function configGroupInUse(group: string, isBuilt: (path: string) => boolean): boolean {
  const prefix = (CONFIG_GROUP_SCREENS as Readonly<Record<string, string>>)[group];
  if (prefix === undefined) return true;
  return MENU_COMMANDS.some((c) => c.command !== null && within(c.command, prefix) && isBuilt(c.command));
}
