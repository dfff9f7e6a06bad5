import { splitCodes } from "@sen/core";
import { eq, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { users } from "../../platform/db/tenant-tables.js";

/*
 * A user is linked to their employee by the user's salesperson code (`saler`): what the HR
 * screens read and change of users, so that HR never writes the user table itself.
 */

/** The user signing in with this name (any case), with the employee code they are linked to. */
export async function userNamed(db: TenantDb, userName: string) {
  const [row] = await db
    .select({ id: users.id, user_name: users.user_name, full_name: users.full_name, saler: users.saler })
    .from(users)
    .where(eq(sql`lower(${users.user_name})`, userName.trim().toLowerCase()));
  return row;
}

/** Links the user to the employee `code`, or unlinks them (null); written to the audit log. */
export async function setSalesperson(db: TenantDb, request: FastifyRequest, userId: string, code: string | null) {
  const [old] = await db.select({ saler: users.saler }).from(users).where(eq(users.id, userId));
  if (!old || old.saler === code) return;
  await db
    .update(users)
    .set({ saler: code, updated_by: request.auth?.user.user_name ?? "system", updated_at: new Date() })
    .where(eq(users.id, userId));
  await audit(db, request, { action: "update", entity: "user", recordId: userId, old, new: { saler: code } });
}

/** The users an employee's code is written on: as their salesperson, or among the employees they may see. */
export async function usersNamingEmployee(db: TenantDb, code: string): Promise<string[]> {
  const rows = await db
    .select({ user_name: users.user_name, saler: users.saler, employees: users.employees })
    .from(users)
    .where(or(eq(users.saler, code), sql`${code} = ANY(string_to_array(replace(${users.employees}, ' ', ''), ','))`));
  return rows.filter((r) => r.saler === code || splitCodes(r.employees).includes(code)).map((r) => r.user_name);
}

/** Each user linked to an employee, with that employee's code. */
export function linkedUsers(db: TenantDb) {
  return db
    .select({ user_name: users.user_name, saler: users.saler })
    .from(users)
    .where(sql`${users.saler} IS NOT NULL`)
    .orderBy(users.created_at);
}

/** Active users a user picker offers, each with the employee code they are linked to (if any). */
export function pickableUsers(db: TenantDb) {
  return db
    .select({ user_name: users.user_name, full_name: users.full_name, saler: users.saler })
    .from(users)
    .where(eq(users.status, true))
    .orderBy(users.user_name);
}
