import { migrateTenant } from "./db/migrate.js";
import type { Pool } from "./db/pool.js";
import { schemaOf, TENANT_CODE } from "./db/tenant-db.js";
import { AppError } from "./errors.js";

export interface Tenant {
  code: string;
  name: string;
  schema: string;
  /**
   * Set when the request names no tenant in use (unknown, switched off or malformed): it has no
   * schema, and answers as a tenant in use refusing would, so that tenants cannot be guessed.
   */
  unknown?: true;
}

/** What a request naming no tenant in use gets; a malformed code is kept as "-", which no tenant has. */
export function unknownTenant(code: string): Tenant {
  return { code: TENANT_CODE.test(code) ? code : "-", name: "", schema: "", unknown: true };
}

export async function findTenant(pool: Pool, code: string): Promise<Tenant | undefined> {
  if (!TENANT_CODE.test(code)) return undefined;
  const { rows } = await pool.query<{ code: string; name: string; schema_name: string }>(
    "SELECT code, name, schema_name FROM platform.tenants WHERE code = $1 AND status",
    [code],
  );
  const row = rows[0];
  return row && { code: row.code, name: row.name, schema: row.schema_name };
}

/** Registers the tenant (or finds it, when a crashed run registered it) and migrates its schema. */
export async function createTenant(pool: Pool, code: string, name: string): Promise<Tenant> {
  if (!TENANT_CODE.test(code)) {
    throw new AppError(
      422,
      "invalid_input",
      {},
      {},
      {
        code: "Mã đơn vị thuê gồm 2 đến 31 chữ thường, chữ số hoặc '_' và bắt đầu bằng chữ cái",
      },
    );
  }
  const schema = schemaOf(code);
  await pool.query(
    "INSERT INTO platform.tenants (code, name, schema_name) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING",
    [code, name, schema],
  );
  await migrateTenant(pool, schema);
  return { code, name, schema };
}
