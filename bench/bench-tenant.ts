import { randomBytes } from "node:crypto";
import { migrateAll } from "../apps/server/src/platform/db/migrate.js";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant, type TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { provisionTenant } from "../apps/server/src/seed/provision.js";

/** The tenant `bench` that every benchmark shares: three branches and an administrator nobody signs in as. */
export async function benchTenant(pool: Pool): Promise<Tenant> {
  await migrateAll(pool);
  const { tenant } = await provisionTenant(pool, {
    code: "bench",
    name: "Bench",
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Cầu Giấy" },
      { ma_dvcs: "CN03", ten_dvcs: "Chi nhánh Hải Châu" },
    ],
    admin: { user_name: "admin", password: randomBytes(12).toString("base64url"), full_name: "Quản trị viên" },
  });
  return tenant;
}

/**
 * Fills one of the bench tenant's tables with `wanted` rows unless it holds them already (or
 * `refill`), then brings its statistics up to date.
 */
export async function fillOnce(
  pool: Pool,
  tenant: Tenant,
  table: string,
  options: { wanted: number; refill: boolean; log: (line: string) => void },
  fill: (db: TenantDb) => Promise<void>,
) {
  const name = `${tenant.schema}.${table}`;
  const [{ n: present } = { n: 0 }] = (await pool.query(`SELECT count(*)::int AS n FROM ${name}`)).rows;
  if (present !== options.wanted || options.refill) {
    options.log(`Filling ${name} with ${options.wanted.toLocaleString("en")} rows…`);
    const started = Date.now();
    await inTenant(pool, tenant.schema, fill);
    options.log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await pool.query(`VACUUM (ANALYZE) ${name}`);
  } else {
    await pool.query(`ANALYZE ${name}`);
  }
}
