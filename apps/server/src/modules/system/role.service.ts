import { hasRight, isAdmin, RIGHTS } from "@sen/core";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import type { CurrentUser } from "../../platform/auth/current-user.js";
import { signedIn } from "../../platform/authentication.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { users } from "../../platform/db/tenant-tables.js";
import { AppError, invalidInput } from "../../platform/errors.js";
import type { RoleInput } from "./role.schemas.js";
import { roleRights, roles, userRoles } from "./system.tables.js";
import { type RightRow, rightColumns } from "./user.service.js";
import { checkedRights, guardRightsOf, writeUserRights } from "./user-rights.service.js";

type RoleRow = typeof roles.$inferSelect;
type Follower = { id: string; user_name: string; full_name: string; is_admin: boolean };

const notFound = () => new AppError(404, "record_not_found");

export async function roleRightsOf(db: TenantDb, roleId: string): Promise<RightRow[]> {
  return db
    .select(rightColumns(roleRights))
    .from(roleRights)
    .where(eq(roleRights.role_id, roleId))
    .orderBy(asc(roleRights.menu_id));
}

/**
 * The role, locked: a change to it waits for any other change or application of it to commit, so
 * its followers always end with the rights of the role as last committed. `share` lets several
 * users take the role at once while still waiting for a change of the role itself.
 */
export async function lockRole(db: TenantDb, id: string, mode: "update" | "share"): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).for(mode);
  if (!row) throw notFound();
  return row;
}

async function followersOf(db: TenantDb, roleId: string): Promise<Follower[]> {
  return db
    .select({ id: users.id, user_name: users.user_name, full_name: users.full_name, is_admin: users.is_admin })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(eq(userRoles.role_id, roleId))
    .orderBy(asc(users.user_name));
}

export async function listRoles(db: TenantDb) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      updated_at: roles.updated_at,
      updated_by: roles.updated_by,
      user_count: count(userRoles.user_id),
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.role_id, roles.id))
    .groupBy(roles.id)
    .orderBy(sql`lower(${roles.name})`);
  return { items: rows, total: rows.length };
}

export async function roleDetail(db: TenantDb, id: string) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFound();
  const followers = await followersOf(db, id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    user_count: followers.length,
    rights: await roleRightsOf(db, id),
    users: followers.map(({ is_admin: _, ...u }) => u),
  };
}

async function checkName(db: TenantDb, name: string, self?: string) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()} ${self ? sql`AND ${roles.id} <> ${self}` : sql``}`);
  if (taken) throw invalidInput({ name: bilingual("Tên vai trò đã tồn tại", "The role name already exists") });
}

async function usersByIds(db: TenantDb, ids: readonly string[]): Promise<Follower[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: users.id, user_name: users.user_name, full_name: users.full_name, is_admin: users.is_admin })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  const foundIds = new Set(found.map((u) => u.id));
  const missing = ids.findIndex((id) => !foundIds.has(id));
  if (missing >= 0) {
    throw invalidInput({
      [`user_ids.${missing}`]: bilingual("Người dùng không tồn tại", "The user does not exist"),
    });
  }
  return found;
}

/**
 * Gives `followers` the role's rights and makes them follow it. Someone who is no administrator
 * cannot touch an administrator's rights nor their own, so may not do it for such a follower.
 */
async function rewriteFollowers(
  db: TenantDb,
  request: FastifyRequest,
  caller: CurrentUser,
  role: Pick<RoleRow, "id" | "name">,
  rows: readonly RightRow[],
  followers: readonly Follower[],
) {
  for (const user of followers) {
    guardRightsOf(caller, user);
    await writeUserRights(db, request, user, rows, { role: role.name });
  }
  if (followers.length === 0) return;
  await db
    .insert(userRoles)
    .values(followers.map((u) => ({ user_id: u.id, role_id: role.id })))
    .onConflictDoUpdate({ target: userRoles.user_id, set: { role_id: role.id } });
}

async function writeRoleRights(db: TenantDb, roleId: string, rows: readonly RightRow[]) {
  await db.delete(roleRights).where(eq(roleRights.role_id, roleId));
  if (rows.length > 0) await db.insert(roleRights).values(rows.map((r) => ({ ...r, role_id: roleId })));
}

const rightsAt = (i: number) => `rights.${i}`;

export async function createRole(db: TenantDb, request: FastifyRequest, input: RoleInput) {
  const caller = signedIn(request).user;
  await checkName(db, input.name);
  const rows = await checkedRights(db, caller, input.rights, [], rightsAt);
  const followers = await usersByIds(db, input.user_ids ?? []);
  const [role] = await db
    .insert(roles)
    .values({
      name: input.name,
      description: input.description || null,
      created_by: caller.user_name,
      updated_by: caller.user_name,
    })
    .returning();
  if (!role) throw new Error("insert returned nothing");
  await writeRoleRights(db, role.id, rows);
  await rewriteFollowers(db, request, caller, role, rows, followers);
  await audit(db, request, {
    action: "create",
    entity: "role",
    recordId: role.id,
    new: { name: role.name, description: role.description, rights: rows, users: followers.map((u) => u.user_name) },
  });
  return roleDetail(db, role.id);
}

/**
 * Changes the role and, in the same transaction, the rights of every user who follows it. With
 * `user_ids`, those users follow it from now on and the others who did leave it, keeping their rights.
 */
export async function updateRole(db: TenantDb, request: FastifyRequest, id: string, input: RoleInput) {
  const caller = signedIn(request).user;
  const old = await lockRole(db, id, "update");
  await checkName(db, input.name, id);
  const oldRows = await roleRightsOf(db, id);
  const rows = await checkedRights(db, caller, input.rights, oldRows, rightsAt);
  const before = await followersOf(db, id);
  const after = input.user_ids ? await usersByIds(db, input.user_ids) : before;
  const leaving = before.filter((u) => !after.some((a) => a.id === u.id));
  for (const user of leaving) guardRightsOf(caller, user);
  if (leaving.length > 0) {
    await db.delete(userRoles).where(
      inArray(
        userRoles.user_id,
        leaving.map((u) => u.id),
      ),
    );
  }
  const [role] = await db
    .update(roles)
    .set({
      name: input.name,
      description: input.description || null,
      updated_by: caller.user_name,
      updated_at: new Date(),
    })
    .where(eq(roles.id, id))
    .returning();
  if (!role) throw notFound();
  await writeRoleRights(db, id, rows);
  await rewriteFollowers(db, request, caller, role, rows, after);
  await audit(db, request, {
    action: "update",
    entity: "role",
    recordId: id,
    old: { name: old.name, description: old.description, rights: oldRows, users: before.map((u) => u.user_name) },
    new: { name: role.name, description: role.description, rights: rows, users: after.map((u) => u.user_name) },
  });
  return roleDetail(db, id);
}

/** A role someone follows is not deleted (409 names them): take it off them first, their rights stay. */
export async function deleteRole(db: TenantDb, request: FastifyRequest, id: string) {
  const old = await lockRole(db, id, "update");
  const followers = await followersOf(db, id);
  if (followers.length > 0) {
    const names = followers.slice(0, 5).map((u) => u.user_name);
    throw new AppError(409, "role_in_use", {
      record: old.name,
      count: followers.length,
      users: followers.length > 5 ? `${names.join(", ")}…` : names.join(", "),
    });
  }
  const rows = await roleRightsOf(db, id);
  await db.delete(roles).where(eq(roles.id, id));
  await audit(db, request, {
    action: "delete",
    entity: "role",
    recordId: id,
    old: { name: old.name, description: old.description, rights: rows },
  });
}

/** Whether `rows` hold a right the caller may not hand out to `had`'s owner (administrators may). */
export function beyondCaller(caller: CurrentUser, rows: readonly RightRow[], had: readonly RightRow[]) {
  if (isAdmin(caller)) return false;
  const held = new Map(had.map((r) => [r.menu_id, r]));
  return rows.some((row) =>
    RIGHTS.some(
      (right) => row[`r_${right}`] && !held.get(row.menu_id)?.[`r_${right}`] && !hasRight(caller, row.menu_id, right),
    ),
  );
}
