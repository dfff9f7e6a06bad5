import { isAdmin, RIGHTS, type RightLists, type RightsHolder, splitCodes } from "@sen/core";
import { asc, eq } from "drizzle-orm";
import type { TenantDb } from "../db/tenant-db.js";
import { userConfigs } from "../db/tenant-tables.js";

/**
 * The signed-in user as every request needs it: rights and branches. `auth/user-info` adds the
 * user's configs (their list columns and starred pages), which no other request reads.
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
 * The active user of a live session of theirs (neither ended nor expired) with their rights and
 * the active branches, in one statement, prepared once per connection (parsed again when the
 * connection's search_path names another tenant).
 */
const SESSION_USER = {
  name: "session-user",
  text: `
    SELECT u.id, u.user_name, u.full_name, u.email, u.is_admin, u.branchs, u.employee_yn, u.employees,
           u.saler, u.agent_id, u.agent_pass, s.last_seen_at, s.expires_at,
           coalesce((SELECT json_agg(r ORDER BY r.menu_id) FROM user_rights r WHERE r.user_id = u.id), '[]') AS rights,
           coalesce((SELECT json_agg(b.ma_dvcs ORDER BY b.ma_dvcs) FROM branches b WHERE b.status), '[]') AS active
      FROM users u
      JOIN sessions s ON s.user_id = u.id AND s.id = $2 AND s.ended_at IS NULL AND s.expires_at > now()
     WHERE u.id = $1 AND u.status`,
};

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
  last_seen_at: Date;
  expires_at: Date;
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

/** The user of a live session, when the session was last seen and when it expires. */
export interface SessionUser {
  user: CurrentUser;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** The user of a live session of theirs; undefined otherwise. */
export async function loadSessionUser(
  db: TenantDb,
  userId: string,
  sessionId: string,
): Promise<SessionUser | undefined> {
  const { rows } = await db.$client.query<UserRow>({ ...SESSION_USER, values: [userId, sessionId] });
  const row = rows[0];
  return row && { user: currentUser(row), lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
}

/** The user's own settings (name and value), for `auth/user-info`. */
export function loadUserConfigs(db: TenantDb, userId: string) {
  return db
    .select({ name: userConfigs.name, value: userConfigs.value })
    .from(userConfigs)
    .where(eq(userConfigs.user_id, userId))
    .orderBy(asc(userConfigs.name));
}
