import type { FastifyInstance } from "fastify";
import { type Pool, transaction } from "./db/pool.js";
import { inTenant, searchPathOf, TENANT_CODE, type TenantDb } from "./db/tenant-db.js";
import { AppError, unauthenticated } from "./errors.js";
import { expiringMemo } from "./expiring-memo.js";
import { findTenant, type Tenant, unknownTenant } from "./tenants.js";

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant;
    /** Runs `fn` in one transaction in this request's tenant schema. */
    tx<T>(fn: (db: TenantDb) => Promise<T>): Promise<T>;
    /** `tx` for a public route: a tenant not in use answers `none`, as one in use without such rows would. */
    publicTx<T>(fn: (db: TenantDb) => Promise<T>, none: T): Promise<T>;
  }
}

/** How long a tenant is trusted, or known not to be in use, without asking the database again. */
const TENANT_TTL_MS = 5_000;

/** A schema no tenant can have (tenant codes start with a letter). */
const NO_SCHEMA = "t_0";

/**
 * Runs `fn` in the tenant's schema; for a tenant not in use, `none` instead, after a transaction of
 * as many round trips as a lookup in a tenant's schema takes, so that the time does not tell either.
 */
export function inKnownTenant<T>(
  pool: Pool,
  tenant: Tenant,
  fn: (db: TenantDb) => Promise<T>,
  none: () => Promise<T>,
): Promise<T> {
  if (!tenant.unknown) return inTenant(pool, tenant.schema, fn);
  return transaction(
    pool,
    async (client) => {
      await client.query("SELECT NULL WHERE false");
      return none();
    },
    { prelude: searchPathOf(NO_SCHEMA) },
  );
}

/**
 * Every /api request names its tenant in `X-Tenant`. One that is not in use is not refused here:
 * it gets an unknown tenant, which answers like a known one refusing (a wrong password, an invalid
 * token), so that the answers do not tell which tenants exist.
 */
export function resolveTenant(app: FastifyInstance, pool: Pool) {
  // An unknown code is remembered as null, so that asking twice costs what it costs for a known one.
  const known = expiringMemo<Tenant | null>(TENANT_TTL_MS);
  const tenantOf = (code: string) => known(code, async () => (await findTenant(pool, code)) ?? null);
  app.decorateRequest("tenant", undefined as unknown as Tenant);
  app.decorateRequest("tx", function <T>(this: { tenant: Tenant }, fn: (db: TenantDb) => Promise<T>) {
    if (this.tenant.unknown) return Promise.reject(unauthenticated());
    return inTenant(pool, this.tenant.schema, fn);
  });
  app.decorateRequest("publicTx", function <T>(this: { tenant: Tenant }, fn: (db: TenantDb) => Promise<T>, none: T) {
    return inKnownTenant(pool, this.tenant, fn, async () => none);
  });
  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    if (!config.access || config.tenant === false) return;
    const header = request.headers["x-tenant"];
    const code = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    if (!code) throw new AppError(400, "tenant_missing");
    request.tenant = (TENANT_CODE.test(code) && (await tenantOf(code))) || unknownTenant(code);
  });
}
