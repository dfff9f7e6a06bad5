import { asc, eq } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { branches } from "../../platform/db/tenant-tables.js";

/** Every active branch, whether or not the user is granted it: the client checks that against user_rights. */
export function listActiveBranches(db: TenantDb) {
  return db
    .select({
      id: branches.id,
      ma_dvcs: branches.ma_dvcs,
      ten_dvcs: branches.ten_dvcs,
      ten_dvcs_en: branches.ten_dvcs_en,
      address: branches.address,
      phone: branches.phone,
      status: branches.status,
    })
    .from(branches)
    .where(eq(branches.status, true))
    .orderBy(asc(branches.ma_dvcs));
}
