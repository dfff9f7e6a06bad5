import { isAdmin, RIGHTS, type RightLists, type RightsHolder, splitCodes } from "@sen/core";
import { and, asc, eq } from "drizzle-orm";
import type { TenantDb } from "../db/tenant-db.js";
import { branches, userConfigs, userRights, users } from "../db/tenant-tables.js";

/**
 * The signed-in user as every request needs it: rights and branches. `auth/user-info` adds the
 * user's configs (spec 3), which no other request reads.
 */
export interface CurrentUser extends RightsHolder {
  id: string;
  user_name: string;
  full_name: string;
  email: string | null;
  is_admin: 0 | 1;
  user_rights: { branchs: string; employee_yn: number; employees: string };
  saler: string | null;
  agent_id: string | null;
  agent_pass: string | null;
  /** Branch codes this user may select: every active branch for administrators. */
  allowedBranches: string[];
}

export async function loadCurrentUser(db: TenantDb, userId: string): Promise<CurrentUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, true)));
  if (!user) return undefined;
  // One connection runs one query at a time: these go one after the other.
  const rights = await db
    .select()
    .from(userRights)
    .where(eq(userRights.user_id, userId))
    .orderBy(asc(userRights.menu_id));
  const active = await db
    .select({ code: branches.ma_dvcs })
    .from(branches)
    .where(eq(branches.status, true))
    .orderBy(asc(branches.ma_dvcs));
  const lists = Object.fromEntries(
    RIGHTS.map((right) => [`r_${right}`, rights.filter((r) => r[`r_${right}`]).map((r) => r.menu_id)]),
  ) as RightLists;
  const activeCodes = active.map((b) => b.code);
  const granted = splitCodes(user.branchs);
  return {
    id: user.id,
    user_name: user.user_name,
    full_name: user.full_name,
    email: user.email,
    is_admin: user.is_admin ? 1 : 0,
    ...lists,
    user_rights: { branchs: user.branchs, employee_yn: user.employee_yn, employees: user.employees },
    saler: user.saler,
    agent_id: user.agent_id,
    agent_pass: user.agent_pass,
    allowedBranches: isAdmin({ is_admin: user.is_admin })
      ? activeCodes
      : activeCodes.filter((c) => granted.includes(c)),
  };
}

/** The user's own settings (name and value), for `auth/user-info`. */
export function loadUserConfigs(db: TenantDb, userId: string) {
  return db
    .select({ name: userConfigs.name, value: userConfigs.value })
    .from(userConfigs)
    .where(eq(userConfigs.user_id, userId))
    .orderBy(asc(userConfigs.name));
}
