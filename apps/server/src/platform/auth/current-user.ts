import { isAdmin, RIGHTS, type RightLists, type RightsHolder, splitCodes } from "@sen/core";
import { asc, eq, sql } from "drizzle-orm";
import type { TenantDb } from "../db/tenant-db.js";
import { userConfigs } from "../db/tenant-tables.js";

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

/**
 * The active user with their rights and the active branches, in one statement (every request
 * runs it); with `sessionId`, only while that session of theirs is live (neither ended nor
 * expired), also giving when it was last seen.
 */
async function userRow(db: TenantDb, userId: string, sessionId?: string) {
  const live = sessionId
    ? sql`JOIN sessions s ON s.user_id = u.id AND s.id = ${sessionId} AND s.ended_at IS NULL AND s.expires_at > now()`
    : sql``;
  const { rows } = await db.execute<UserRow>(sql`
    SELECT u.id, u.user_name, u.full_name, u.email, u.is_admin, u.branchs, u.employee_yn, u.employees,
           u.saler, u.agent_id, u.agent_pass,
           ${sessionId ? sql`s.last_seen_at` : sql`NULL::timestamptz`} AS last_seen_at,
           coalesce((SELECT json_agg(r ORDER BY r.menu_id) FROM user_rights r WHERE r.user_id = u.id), '[]') AS rights,
           coalesce((SELECT json_agg(b.ma_dvcs ORDER BY b.ma_dvcs) FROM branches b WHERE b.status), '[]') AS active
      FROM users u ${live}
     WHERE u.id = ${userId} AND u.status`);
  return rows[0];
}

type Flags = Record<`r_${(typeof RIGHTS)[number]}`, boolean>;
type UserRow = {
  id: string;
  user_name: string;
  full_name: string;
  email: string | null;
  is_admin: boolean;
  branchs: string;
  employee_yn: number;
  employees: string;
  saler: string | null;
  agent_id: string | null;
  agent_pass: string | null;
  last_seen_at: string | Date | null;
  rights: ({ menu_id: string } & Flags)[];
  active: string[];
};

function currentUser(user: UserRow): CurrentUser {
  const lists = Object.fromEntries(
    RIGHTS.map((right) => [`r_${right}`, user.rights.filter((r) => r[`r_${right}`]).map((r) => r.menu_id)]),
  ) as RightLists;
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
      ? user.active
      : user.active.filter((c) => granted.includes(c)),
  };
}

export async function loadCurrentUser(db: TenantDb, userId: string): Promise<CurrentUser | undefined> {
  const row = await userRow(db, userId);
  return row && currentUser(row);
}

/** The user of a live session of theirs, and when the session was last seen; undefined otherwise. */
export async function loadSessionUser(db: TenantDb, userId: string, sessionId: string) {
  const row = await userRow(db, userId, sessionId);
  return row && { user: currentUser(row), lastSeenAt: new Date(row.last_seen_at ?? 0) };
}

/** The user's own settings (name and value), for `auth/user-info`. */
export function loadUserConfigs(db: TenantDb, userId: string) {
  return db
    .select({ name: userConfigs.name, value: userConfigs.value })
    .from(userConfigs)
    .where(eq(userConfigs.user_id, userId))
    .orderBy(asc(userConfigs.name));
}
