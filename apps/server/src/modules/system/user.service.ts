import { isAdmin, RIGHTS, searchableFields, splitCodes, userEntity } from "@sen/core";
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import type { CurrentUser } from "../../platform/auth/current-user.js";
import { hashPassword } from "../../platform/auth/passwords.js";
import { signedIn } from "../../platform/authentication.js";
import { type ListQuery, searchTerm } from "../../platform/crud/list-query.js";
import { containsTerm } from "../../platform/crud/list-where.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { branches, sessions, userRights, users } from "../../platform/db/tenant-tables.js";
import { AppError, forbidden, invalidInput } from "../../platform/errors.js";
import { forceLogout } from "./online.service.js";
import { roles, userRoles } from "./system.tables.js";
import type { UserWrite } from "./user.schemas.js";

type UserRow = typeof users.$inferSelect;

export const FLAGS = RIGHTS.map((r) => `r_${r}` as const);
export type Flag = (typeof FLAGS)[number];
export type RightRow = { menu_id: string } & Record<Flag, boolean>;

/** A menu command and its six rights, as a select reads them from a user's or a role's rights. */
export function rightColumns<T extends Record<"menu_id" | Flag, AnyPgColumn>>(t: T) {
  const { menu_id, r_access, r_read, r_add, r_edit, r_del, r_print } = t;
  return { menu_id, r_access, r_read, r_add, r_edit, r_del, r_print };
}

/** The rights a user holds, one row a menu command. */
export async function heldRights(db: TenantDb, userId: string): Promise<RightRow[]> {
  return db
    .select(rightColumns(userRights))
    .from(userRights)
    .where(eq(userRights.user_id, userId))
    .orderBy(asc(userRights.menu_id));
}

const notFound = () => new AppError(404, "record_not_found");

/** What lists, forms and the audit log see of a user: never the password hash nor the call-center password. */
export function toItem({ password_hash: _, agent_pass, is_admin, ...user }: UserRow) {
  return { ...user, is_admin: is_admin ? (1 as const) : (0 as const), agent_pass_set: Boolean(agent_pass) };
}

const SORTS: Record<string, SQL | typeof users.created_at> = {
  user_name: sql`lower(${users.user_name})`,
  full_name: sql`lower(${users.full_name})`,
  created_at: users.created_at,
};

const asFlag = (v: unknown) => v === "true" || v === "1";

function listWhere(query: ListQuery) {
  const where: SQL[] = [];
  const search = searchTerm(query.searchKey);
  if (search) {
    const text = searchableFields(userEntity)
      .map((f) => sql`coalesce(${sql.identifier(f.name)}, '')`)
      .reduce((a, b) => sql`${a} || ' ' || ${b}`);
    where.push(containsTerm(text, search));
  }
  // Filters of the definition: status and is_admin ("true"/"1" or "false"/"0").
  if (query.status) where.push(eq(users.status, asFlag(query.status)));
  if (query.is_admin) where.push(eq(users.is_admin, asFlag(query.is_admin)));
  return and(...where);
}

export async function listUsers(db: TenantDb, query: ListQuery) {
  const where = listWhere(query);
  const key = SORTS[query.sortKey ?? "user_name"] ?? users.user_name;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(query.sortType === "desc" ? desc(key) : asc(key), asc(users.id))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { items: rows.map(toItem), total: total?.n ?? 0 };
}

export async function findUserRow(db: TenantDb, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
}

export async function userDetail(db: TenantDb, id: string) {
  const row = await findUserRow(db, id);
  const rights = await heldRights(db, id);
  const codes = splitCodes(row.branchs);
  const branchList =
    codes.length === 0
      ? []
      : await db
          .select({ ma_dvcs: branches.ma_dvcs, ten_dvcs: branches.ten_dvcs, status: branches.status })
          .from(branches)
          .where(inArray(branches.ma_dvcs, codes))
          .orderBy(asc(branches.ma_dvcs));
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, id));
  return { ...toItem(row), rights, branch_list: branchList, role: role ?? null };
}

/**
 * Someone who may manage users but is no administrator cannot touch an administrator, nor make
 * one: otherwise the right to edit users would be the right to become administrator.
 */
export function guardTarget(caller: CurrentUser, target: Pick<UserRow, "is_admin">) {
  if (!isAdmin(caller) && target.is_admin) throw forbidden();
}

const codesText = (codes: string[]) => [...new Set(codes)].join(",");
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);

/** The columns a create or update writes, checked: unique user name, known branches, no self-lockout. */
async function columnsOf(db: TenantDb, caller: CurrentUser, input: UserWrite, target?: UserRow) {
  const errors: Record<string, string> = {};
  const values: Partial<typeof users.$inferInsert> = {};
  if (input.user_name !== undefined) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.user_name})`, input.user_name.toLowerCase()), target && ne(users.id, target.id)));
    if (taken) errors.user_name = bilingual("Tên đăng nhập đã tồn tại", "The user name already exists");
    values.user_name = input.user_name;
  }
  if (input.full_name != null) values.full_name = input.full_name;
  for (const name of ["email", "phone", "saler", "agent_id", "agent_pass"] as const) {
    const value = blankToNull(input[name]);
    if (value !== undefined) values[name] = value;
  }
  if (input.is_admin !== undefined) {
    if (input.is_admin === 1 && !isAdmin(caller)) throw forbidden();
    if (target?.id === caller.id && input.is_admin === 0 && target.is_admin) {
      errors.is_admin = bilingual(
        "Bạn không thể tự bỏ quyền quản trị của mình",
        "You cannot remove your own administrator right",
      );
    }
    values.is_admin = input.is_admin === 1;
  }
  if (input.status != null) {
    if (target?.id === caller.id && !input.status) {
      errors.status = bilingual("Bạn không thể tự ngừng sử dụng tài khoản của mình", "You cannot deactivate yourself");
    }
    values.status = input.status;
  }
  if (input.branchs != null) {
    const codes = splitCodes(input.branchs).map((c) => c.toUpperCase());
    const known = codes.length
      ? (await db.select({ code: branches.ma_dvcs }).from(branches).where(inArray(branches.ma_dvcs, codes))).map(
          (b) => b.code,
        )
      : [];
    const unknown = codes.filter((c) => !known.includes(c));
    if (unknown.length > 0) {
      errors.branchs = bilingual(
        `Chi nhánh không tồn tại: ${unknown.join(", ")}`,
        `Unknown branch(es): ${unknown.join(", ")}`,
      );
    } else if (!isAdmin(caller)) {
      // Nor can they hand out a branch they do not have themselves.
      const had = splitCodes(target?.branchs);
      if (codes.some((c) => !had.includes(c) && !caller.allowedBranches.includes(c))) throw forbidden();
    }
    values.branchs = codesText(codes);
  }
  if (input.employee_yn !== undefined) values.employee_yn = input.employee_yn;
  if (input.employees != null) values.employees = codesText(splitCodes(input.employees));
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return values;
}

/** What a full update leaves out goes back to its default (the call-center password stays). */
const PUT_DEFAULTS: UserWrite = {
  email: null,
  phone: null,
  is_admin: 0,
  status: true,
  saler: null,
  agent_id: null,
  branchs: "",
  employee_yn: 0,
  employees: "",
};

export async function createUser(db: TenantDb, request: FastifyRequest, input: UserWrite & { password: string }) {
  const caller = signedIn(request).user;
  const values = await columnsOf(db, caller, { ...PUT_DEFAULTS, ...input });
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      user_name: values.user_name ?? "",
      full_name: values.full_name ?? "",
      password_hash: await hashPassword(input.password),
      created_by: caller.user_name,
      updated_by: caller.user_name,
    })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  const item = toItem(row);
  await audit(db, request, { action: "create", entity: "user", recordId: row.id, new: item });
  return item;
}

export async function updateUser(
  db: TenantDb,
  request: FastifyRequest,
  id: string,
  input: UserWrite,
  mode: "put" | "patch",
) {
  const caller = signedIn(request).user;
  const old = await findUserRow(db, id);
  guardTarget(caller, old);
  const values = await columnsOf(db, caller, mode === "put" ? { ...PUT_DEFAULTS, ...input } : input, old);
  const [row] = await db
    .update(users)
    .set({ ...values, updated_by: caller.user_name, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound();
  const item = toItem(row);
  await audit(db, request, { action: "update", entity: "user", recordId: id, old: toItem(old), new: item });
  // A deactivated user's sessions end now, not when their tokens lapse.
  if (old.status && !row.status) await forceLogout(db, request, { userId: id }, "deactivated");
  return item;
}

/**
 * Deleting is for mistakes: a user who never signed in. Once a user has signed in, the audit
 * log and the documents name them, so they are deactivated instead (409 says so).
 */
export async function deleteUser(db: TenantDb, request: FastifyRequest, id: string) {
  const caller = signedIn(request).user;
  if (id === caller.id) throw new AppError(409, "cannot_delete_self");
  const old = await findUserRow(db, id);
  guardTarget(caller, old);
  // Only a signed-in user can act, so a user without a session has no history.
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, id)).limit(1);
  if (session) throw new AppError(409, "user_has_history");
  await db.delete(users).where(eq(users.id, id));
  await audit(db, request, { action: "delete", entity: "user", recordId: id, old: toItem(old) });
}

/** An administrator sets a user's password; every session of that user ends (but the caller's own). */
export async function resetPassword(db: TenantDb, request: FastifyRequest, id: string, password: string) {
  const caller = signedIn(request).user;
  const target = await findUserRow(db, id);
  guardTarget(caller, target);
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password), updated_by: caller.user_name, updated_at: new Date() })
    .where(eq(users.id, id));
  const ended = await forceLogout(db, request, { userId: id }, "password_reset");
  await audit(db, request, { action: "password_reset", entity: "user", recordId: id, new: { sessions_ended: ended } });
}
