import type { Pool } from "../platform/db/pool.js";
import { inTenant, type TenantDb } from "../platform/db/tenant-db.js";
import { createTenant, type Tenant } from "../platform/tenants.js";
import { type BranchSeed, seedBranches, seedTenantBase, seedUser, type UserSeed } from "./base.js";

export interface Provision {
  code: string;
  name: string;
  branches: BranchSeed[];
  admin: UserSeed;
  /** Anything more the tenant should start with (the demo's data). */
  extra?: (db: TenantDb) => Promise<void>;
}

/**
 * Registers, migrates and seeds a tenant. Every step is idempotent and `seeded_at` is set
 * last, so a run cut short is simply run again.
 */
export async function provisionTenant(pool: Pool, p: Provision): Promise<{ tenant: Tenant; created: boolean }> {
  const tenant = await createTenant(pool, p.code, p.name);
  const { rows } = await pool.query<{ seeded_at: Date | null }>(
    "SELECT seeded_at FROM platform.tenants WHERE code = $1",
    [p.code],
  );
  if (rows[0]?.seeded_at) return { tenant, created: false };
  await inTenant(pool, tenant.schema, async (db) => {
    await seedTenantBase(db);
    await seedBranches(db, p.branches);
    await seedUser(db, { ...p.admin, is_admin: true });
    await p.extra?.(db);
  });
  await pool.query("UPDATE platform.tenants SET seeded_at = now() WHERE code = $1", [p.code]);
  return { tenant, created: true };
}
