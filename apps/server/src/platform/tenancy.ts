import type { FastifyInstance } from "fastify";
import type { Pool } from "./db/pool.js";
import { inTenant, type TenantDb } from "./db/tenant-db.js";
import { AppError } from "./errors.js";
import { expiringMemo } from "./expiring-memo.js";
import { findTenant, type Tenant } from "./tenants.js";

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant;
    /** Runs `fn` in one transaction in this request's tenant schema. */
    tx<T>(fn: (db: TenantDb) => Promise<T>): Promise<T>;
  }
}

/** How long a found tenant is trusted without asking the database again (a switched-off one stops within it). */
const TENANT_TTL_MS = 5_000;

/** Every /api request names its tenant in `X-Tenant`; an unknown one is a 404. */
export function resolveTenant(app: FastifyInstance, pool: Pool) {
  const known = expiringMemo<Tenant | undefined>(TENANT_TTL_MS);
  const tenantOf = (code: string) => known(code, () => findTenant(pool, code));
  app.decorateRequest("tenant", undefined as unknown as Tenant);
  app.decorateRequest("tx", function <T>(this: { tenant: Tenant }, fn: (db: TenantDb) => Promise<T>) {
    return inTenant(pool, this.tenant.schema, fn);
  });
  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    if (!config.access || config.tenant === false) return;
    const header = request.headers["x-tenant"];
    const code = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    if (!code) throw new AppError(400, "tenant_missing");
    const tenant = await tenantOf(code);
    if (!tenant) throw new AppError(404, "tenant_not_found", { code });
    request.tenant = tenant;
  });
}
