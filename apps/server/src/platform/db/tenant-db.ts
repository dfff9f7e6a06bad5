import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Pool, type PoolClient, transaction } from "./pool.js";

export type TenantDb = NodePgDatabase & { $client: PoolClient };

export const TENANT_CODE = /^[a-z][a-z0-9_]{1,30}$/;

export function schemaOf(code: string): string {
  if (!TENANT_CODE.test(code)) throw new Error(`invalid tenant code: ${code}`);
  return `t_${code}`;
}

/**
 * Runs `fn` in one transaction whose unqualified table names resolve to the tenant's
 * schema (`SET LOCAL` ends with the transaction, so a pooled connection never leaks it).
 */
export function inTenant<T>(pool: Pool, schema: string, fn: (db: TenantDb) => Promise<T>): Promise<T> {
  return transaction(pool, async (client) => {
    await client.query(`SET LOCAL search_path TO ${pg.escapeIdentifier(schema)}, public`);
    return fn(drizzle({ client }) as TenantDb);
  });
}
