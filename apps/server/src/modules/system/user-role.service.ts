import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { signedIn } from "../../platform/authentication.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../platform/errors.js";
import { beyondCaller, lockRole, roleRightsOf } from "./role.service.js";
import { roles, userRoles } from "./system.tables.js";
import { findUserRow, heldRights } from "./user.service.js";
import { guardRightsOf, rightsEditor, writeUserRights } from "./user-rights.service.js";

/** The role a user follows, if any. */
export async function roleOfUser(db: TenantDb, userId: string) {
  const [row] = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId));
  return row ?? null;
}

async function follow(db: TenantDb, userId: string, roleId: string | null) {
  if (roleId === null) {
    await db.delete(userRoles).where(eq(userRoles.user_id, userId));
    return;
  }
  await db
    .insert(userRoles)
    .values({ user_id: userId, role_id: roleId })
    .onConflictDoUpdate({ target: userRoles.user_id, set: { role_id: roleId } });
}

const beyond = (field: string) =>
  invalidInput({
    [field]: bilingual(
      "Có quyền mà chính bạn không có nên bạn không thể cấp cho người dùng này",
      "It holds rights you do not hold yourself, so you cannot grant them to this user",
    ),
  });

/**
 * The user follows the role from now on: the role's rights are written as the user's own lists (what
 * every check reads). `null` leaves the role and keeps the rights the user has.
 */
export async function applyRole(db: TenantDb, request: FastifyRequest, userId: string, roleId: string | null) {
  const caller = signedIn(request).user;
  const target = await findUserRow(db, userId);
  guardRightsOf(caller, target);
  if (roleId === null) {
    await follow(db, userId, null);
    return { role: null, ...(await rightsEditor(db, userId)) };
  }
  const role = await lockRole(db, roleId, "share").catch((error) => {
    if (error instanceof AppError && error.statusCode === 404) {
      throw invalidInput({ role_id: bilingual("Vai trò không tồn tại", "The role does not exist") });
    }
    throw error;
  });
  const rows = await roleRightsOf(db, roleId);
  if (beyondCaller(caller, rows, await heldRights(db, userId))) throw beyond("role_id");
  await writeUserRights(db, request, target, rows, { role: role.name });
  await follow(db, userId, roleId);
  return { role: { id: role.id, name: role.name }, ...(await rightsEditor(db, userId)) };
}

/**
 * The user gets the source user's rights (the six lists only: not the administrator flag, the branches
 * nor the data scope), and follows the role the source follows, if any, so later changes reach both.
 */
export async function copyRights(db: TenantDb, request: FastifyRequest, userId: string, sourceId: string) {
  const caller = signedIn(request).user;
  const target = await findUserRow(db, userId);
  guardRightsOf(caller, target);
  if (sourceId === userId) {
    throw invalidInput({
      source_user_id: bilingual("Hãy chọn một người dùng khác", "Choose another user"),
    });
  }
  const source = await findUserRow(db, sourceId).catch(() => {
    throw invalidInput({
      source_user_id: bilingual("Người dùng nguồn không tồn tại", "The source user does not exist"),
    });
  });
  const sourceRole = await roleOfUser(db, sourceId);
  // The source's role is locked first, so a change of it cannot slip between the copy and the link.
  if (sourceRole) await lockRole(db, sourceRole.id, "share");
  const rows = await heldRights(db, sourceId);
  if (beyondCaller(caller, rows, await heldRights(db, userId))) throw beyond("source_user_id");
  await writeUserRights(db, request, target, rows, { copied_from: source.user_name });
  await follow(db, userId, sourceRole?.id ?? null);
  return { role: sourceRole, ...(await rightsEditor(db, userId)) };
}
