import { isAdmin, type RightsHolder } from "@sen/core";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { commands } from "../../platform/db/tenant-tables.js";

const fields = {
  id: commands.id,
  menu_id: commands.menu_id,
  menu_id0: commands.menu_id0,
  command: commands.command,
  title: commands.title,
  title_en: commands.title_en,
  icon: commands.icon,
  sort: commands.sort,
  status: commands.status,
};

/** Codes the user may open: access, read, or edit (which implies read). */
function grantedCodes(user: RightsHolder): string[] {
  return [...new Set([...user.r_access, ...user.r_read, ...user.r_edit])];
}

/** The granted active commands and every active ancestor of theirs, so the client can build the tree. */
function withAncestors(codes: string[]): SQL {
  return sql`(
    WITH RECURSIVE chain AS (
      SELECT c.menu_id, c.menu_id0 FROM commands c
      WHERE c.status AND c.menu_id = ANY(${sql.param(codes)}::text[])
      UNION
      SELECT p.menu_id, p.menu_id0 FROM commands p JOIN chain ON p.menu_id = chain.menu_id0 WHERE p.status
    )
    SELECT menu_id FROM chain
  )`;
}

const treeOrder = [sql`${commands.menu_id0} ASC NULLS FIRST`, asc(commands.sort), asc(commands.menu_id)];

/** Every command, inactive ones too, for the menu editor. */
export function listAllCommands(db: TenantDb) {
  return db
    .select(fields)
    .from(commands)
    .orderBy(...treeOrder);
}

/** The menu commands `user` may use, ordered by parent then sort: all active ones for administrators. */
export async function listCommands(db: TenantDb, user: RightsHolder) {
  let visible: SQL | undefined;
  if (!isAdmin(user)) {
    const codes = grantedCodes(user);
    if (codes.length === 0) return [];
    visible = inArray(commands.menu_id, withAncestors(codes));
  }
  return db
    .select(fields)
    .from(commands)
    .where(and(eq(commands.status, true), visible))
    .orderBy(...treeOrder);
}
