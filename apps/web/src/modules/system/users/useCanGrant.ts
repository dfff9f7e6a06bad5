import { hasRight, isAdmin, type Right } from "@sen/core";
import { useSession } from "@/platform/session/sessionStore";
import type { CanChange, RightsMap } from "./rights";

/**
 * Which cells of a rights editor the signed-in user may change: an administrator all of them; anyone
 * else only the rights they hold, or those already there (kept as they are).
 */
export function useCanGrant(initial: RightsMap): { canChange: CanChange; callerIsAdmin: boolean } {
  const caller = useSession((s) => s.user);
  const callerIsAdmin = Boolean(caller && isAdmin(caller));
  const canChange: CanChange = (menuId, key) =>
    callerIsAdmin ||
    Boolean(initial[menuId]?.[key]) ||
    Boolean(caller && hasRight(caller, menuId, key.slice(2) as Right));
  return { canChange, callerIsAdmin };
}
