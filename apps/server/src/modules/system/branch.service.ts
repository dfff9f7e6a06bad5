import { asc, sql } from "drizzle-orm";
import { boundEntities, type EntityBinding, type EntityHooks, type Row } from "../../platform/crud/registry.js";
import { inUseError, valueExists } from "../../platform/crud/service.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { users } from "../../platform/db/tenant-tables.js";
import { AppError } from "../../platform/errors.js";

const SHOWN_USERS = 5;

/** Users whose branch list (`users.branchs`, comma-separated) names `code`. */
async function grantedUsers(db: TenantDb, code: string): Promise<string[]> {
  const rows = await db
    .select({ user_name: users.user_name })
    .from(users)
    .where(sql`${code} = ANY(string_to_array(replace(${users.branchs}, ' ', ''), ','))`)
    .orderBy(asc(users.user_name))
    .limit(SHOWN_USERS + 1);
  return rows.map((r) => r.user_name);
}

/**
 * A branch code is held by users' branch lists and by the rows of branch-scoped entities:
 * while any hold it, the branch can be neither deleted nor given another code.
 */
async function refuseIfHeld(db: TenantDb, branch: EntityBinding, old: Row, changingCode: boolean) {
  const code = String(old.ma_dvcs);
  const names = await grantedUsers(db, code);
  if (names.length > 0) {
    const shown = names.slice(0, SHOWN_USERS).join(", ") + (names.length > SHOWN_USERS ? ", …" : "");
    throw new AppError(409, "branch_granted", { record: code, users: shown });
  }
  for (const other of boundEntities()) {
    if (other.definition.branchScoped && (await valueExists(db, other, "ma_dvcs", code))) {
      const field = changingCode ? branch.definition.fields.find((f) => f.name === "ma_dvcs") : undefined;
      throw inUseError(branch, old, other, field);
    }
  }
}

export const branchHooks: EntityHooks = {
  async beforeSave({ db, binding, values, old }) {
    if (old && values.ma_dvcs !== undefined && values.ma_dvcs !== old.ma_dvcs)
      await refuseIfHeld(db, binding, old, true);
  },
  beforeDelete: ({ db, binding, old }) => refuseIfHeld(db, binding, old, false),
};
