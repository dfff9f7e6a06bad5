import { MENU_COMMANDS } from "@sen/core";
import { count, eq } from "drizzle-orm";
import { bilingual } from "../../platform/crud/messages.js";
import type { EntityHooks } from "../../platform/crud/registry.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { commands, userRights } from "../../platform/db/tenant-tables.js";
import { AppError, invalidInput } from "../../platform/errors.js";

/** The product's own commands: every start puts back a missing one, so they keep their codes. */
const BUILT_IN = new Set(MENU_COMMANDS.map((c) => c.menu_id));

const MENU_ID = /^[a-z0-9][a-z0-9._-]*$/;

const invalid = (field: string, vi: string, en: string) => invalidInput({ [field]: bilingual(vi, en) });

/** menu_id and the menu_id of every ancestor of `start`, nearest first (stops at a loop already stored). */
async function ancestors(db: TenantDb, start: string): Promise<string[]> {
  const { rows } = await db.$client.query<{ menu_id: string }>(
    `WITH RECURSIVE chain AS (
       SELECT menu_id, menu_id0, 1 AS depth FROM commands WHERE menu_id = $1
       UNION
       SELECT p.menu_id, p.menu_id0, chain.depth + 1 FROM commands p
       JOIN chain ON p.menu_id = chain.menu_id0 WHERE chain.depth < 50
     )
     SELECT menu_id FROM chain ORDER BY depth`,
    [start],
  );
  return rows.map((r) => r.menu_id);
}

/** The parent must exist and must not be the command itself or one of its descendants. */
async function checkParent(db: TenantDb, parent: string, self: string[]) {
  const chain = await ancestors(db, parent);
  if (chain.length === 0) {
    throw invalid("menu_id0", "Chức năng cha không tồn tại", "The parent command does not exist");
  }
  if (chain.some((id) => self.includes(id))) {
    throw invalid(
      "menu_id0",
      "Chức năng cha không được là chính nó hay một chức năng con của nó",
      "The parent cannot be the command itself or one of its descendants",
    );
  }
}

/** A renamed command takes its children and the rights granted on it along. */
async function carryOver(db: TenantDb, from: string, to: string) {
  await db.update(commands).set({ menu_id0: to }).where(eq(commands.menu_id0, from));
  await db.update(userRights).set({ menu_id: to }).where(eq(userRights.menu_id, from));
}

export const commandHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const menuId = (values.menu_id as string | undefined) ?? (old?.menu_id as string | undefined);
    if (values.menu_id !== undefined && !MENU_ID.test(String(values.menu_id))) {
      throw invalid(
        "menu_id",
        "Mã chức năng chỉ gồm chữ thường, chữ số và các dấu . _ -",
        "A menu id holds lower-case letters, digits and . _ - only",
      );
    }
    const parent = values.menu_id0 !== undefined ? values.menu_id0 : old?.menu_id0;
    if (parent) await checkParent(db, String(parent), [menuId, old?.menu_id].filter(Boolean) as string[]);
    if (old && values.menu_id !== undefined && values.menu_id !== old.menu_id) {
      if (BUILT_IN.has(String(old.menu_id)))
        throw new AppError(409, "command_built_in", { record: String(old.menu_id) });
      await carryOver(db, String(old.menu_id), String(values.menu_id));
    }
  },

  async beforeDelete({ db, old }) {
    const menuId = String(old.menu_id);
    if (BUILT_IN.has(menuId)) throw new AppError(409, "command_built_in", { record: menuId });
    const [children] = await db.select({ n: count() }).from(commands).where(eq(commands.menu_id0, menuId));
    if (children && children.n > 0) {
      throw new AppError(409, "command_has_children", { record: menuId, count: children.n });
    }
    await db.delete(userRights).where(eq(userRights.menu_id, menuId));
  },
};
