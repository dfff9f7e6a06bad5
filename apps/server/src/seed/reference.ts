import type { Pool } from "../platform/db/pool.js";
import { inTenant } from "../platform/db/tenant-db.js";
import { ensureReferenceData } from "./base.js";

/** Brings every registered tenant's menu commands and configs up to this release. */
export async function refreshReferenceData(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ schema_name: string }>("SELECT schema_name FROM platform.tenants ORDER BY code");
  for (const { schema_name } of rows) await inTenant(pool, schema_name, ensureReferenceData);
}
