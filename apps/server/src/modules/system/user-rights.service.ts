import { hasRight, isAdmin, RIGHTS } from "@sen/core";
import { asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import type { CurrentUser } from "../../platform/auth/current-user.js";
import { signedIn } from "../../platform/authentication.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { commands, userRights } from "../../platform/db/tenant-tables.js";
import { forbidden, invalidInput } from "../../platform/errors.js";
import { userRoles } from "./system.tables.js";
import { FLAGS, type Flag, findUserRow, guardTarget, heldRights, type RightRow } from "./user.service.js";

export type RightInput = { menu_id: string } & Partial<Record<Flag, boolean>>;

/** Every menu command (the editor's tree) with the six rights the user holds on it. */
export async function rightsEditor(db: TenantDb, userId: string) {
  await findUserRow(db, userId);
  const held = new Map((await heldRights(db, userId)).map((r) => [r.menu_id, r]));
  const menu = await db
    .select({
      menu_id: commands.menu_id,
      menu_id0: commands.menu_id0,
      command: commands.command,
      title: commands.title,
      title_en: commands.title_en,
    })
    .from(commands)
    .orderBy(asc(commands.sort), asc(commands.menu_id));
  const none = Object.fromEntries(FLAGS.map((f) => [f, false])) as Record<Flag, boolean>;
  const items = menu.map((c) => {
    const row = held.get(c.menu_id);
    return { ...c, ...none, ...(row && Object.fromEntries(FLAGS.map((f) => [f, row[f]]))) };
  });
  return { items, total: items.length };
}

/**
 * The rows `input` asks for, checked: every command exists and comes once, and someone who is no
 * administrator grants only what they hold (`had` is what the target holds already, kept as it is).
 * A command with no right ticked is dropped.
 */
export async function checkedRights(
  db: TenantDb,
  caller: CurrentUser,
  input: readonly RightInput[],
  had: readonly RightRow[],
  at = (i: number) => `${i}`,
): Promise<RightRow[]> {
  const known = new Set((await db.select({ menu_id: commands.menu_id }).from(commands)).map((c) => c.menu_id));
  const held = new Map(had.map((r) => [r.menu_id, r]));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  input.forEach((row, i) => {
    if (!known.has(row.menu_id)) {
      errors[`${at(i)}.menu_id`] = bilingual(
        `Chức năng ${row.menu_id} không tồn tại`,
        `The menu command ${row.menu_id} does not exist`,
      );
    } else if (seen.has(row.menu_id)) {
      errors[`${at(i)}.menu_id`] = bilingual(
        `Chức năng ${row.menu_id} bị lặp`,
        `The menu command ${row.menu_id} is repeated`,
      );
    }
    seen.add(row.menu_id);
    for (const right of RIGHTS) {
      const flag = `r_${right}` as const;
      if (row[flag] && !held.get(row.menu_id)?.[flag] && !hasRight(caller, row.menu_id, right)) {
        errors[`${at(i)}.${flag}`] = bilingual(
          "Bạn không thể cấp quyền mà chính bạn không có",
          "You cannot grant a right you do not hold",
        );
      }
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return input
    .map((row) => ({ menu_id: row.menu_id, ...Object.fromEntries(FLAGS.map((f) => [f, row[f] === true])) }) as RightRow)
    .filter((row) => FLAGS.some((f) => row[f]))
    .sort((a, b) => a.menu_id.localeCompare(b.menu_id));
}

/** Someone who is no administrator may not touch an administrator's rights, nor their own. */
export function guardRightsOf(caller: CurrentUser, target: { id: string; is_admin: boolean }) {
  guardTarget(caller, target);
  if (!isAdmin(caller) && target.id === caller.id) throw forbidden();
}

/** Writes the user's whole set of rights (the lists every check reads) and audits old and new. */
export async function writeUserRights(
  db: TenantDb,
  request: FastifyRequest,
  target: { id: string; user_name: string },
  rows: readonly RightRow[],
  extra: Record<string, unknown> = {},
) {
  const old = await heldRights(db, target.id);
  await db.delete(userRights).where(eq(userRights.user_id, target.id));
  if (rows.length > 0) await db.insert(userRights).values(rows.map((row) => ({ ...row, user_id: target.id })));
  await audit(db, request, {
    action: "update",
    entity: "user_rights",
    recordId: target.id,
    old: { user_name: target.user_name, rights: old },
    new: { user_name: target.user_name, rights: rows, ...extra },
  });
}

/**
 * Replaces the user's whole set of rights in one go (the caller's transaction). Rights edited by
 * hand are the user's own: a user who followed a role no longer does.
 */
export async function replaceRights(db: TenantDb, request: FastifyRequest, userId: string, input: RightInput[]) {
  const caller = signedIn(request).user;
  const target = await findUserRow(db, userId);
  guardRightsOf(caller, target);
  const rows = await checkedRights(db, caller, input, await heldRights(db, userId));
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  await writeUserRights(db, request, target, rows);
  return rightsEditor(db, userId);
}
