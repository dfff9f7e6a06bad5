import pg from "pg";
import { type Pool, transaction } from "./pool.js";

/** The row of platform.secrets naming the app role (see app-role.ts). */
export const APP_ROLE_RECORD = "app_role";

/** The app role recorded by a server's start, when it exists. */
async function appRole(pool: Pool): Promise<string | undefined> {
  const { rows } = await pool.query<{ rolname: string }>(
    "SELECT r.rolname FROM platform.secrets s JOIN pg_roles r ON r.rolname = s.value WHERE s.name = $1",
    [APP_ROLE_RECORD],
  );
  return rows[0]?.rolname;
}

/** Tables guarded by sen_refuse_change (migration platform/0002): written once, read forever. */
const APPEND_ONLY = `SELECT DISTINCT t.tgrelid::regclass::text AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
  WHERE c.relnamespace = $1::regnamespace AND t.tgfoid = 'public.sen_refuse_change()'::regprocedure`;

/** Our functions in `public` (search, triggers): the app calls them from its queries. */
const OUR_FUNCTIONS = `SELECT p.oid::regprocedure::text AS name FROM pg_proc p
  WHERE p.pronamespace = 'public'::regnamespace AND p.proname LIKE 'sen\\_%'`;

/**
 * Gives the app role what it needs in `schema`, and no more: its rows to read and write, its
 * sequences and functions; append-only tables only to read and insert; in `platform` the tenant
 * registry only to read, nothing of the migration state and the secrets. Run after each migration
 * of the schema (the owner's pool, under the migration lock), so that new tables are reachable.
 */
export async function grantAppRole(pool: Pool, schema: string): Promise<void> {
  const role = await appRole(pool);
  if (!role) return;
  const to = pg.escapeIdentifier(role);
  const s = pg.escapeIdentifier(schema);
  await transaction(pool, async (client) => {
    await client.query(`GRANT USAGE ON SCHEMA ${s} TO ${to};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${to};
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${to};
      GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${to}`);
    const appendOnly = await client.query<{ name: string }>(APPEND_ONLY, [schema]);
    for (const { name } of appendOnly.rows) await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON ${name} FROM ${to}`);
    if (schema !== "platform") return;
    await client.query(`REVOKE ALL ON platform.schema_migrations, platform.secrets FROM ${to};
      REVOKE INSERT, UPDATE, DELETE ON platform.tenants FROM ${to}`);
    const functions = await client.query<{ name: string }>(OUR_FUNCTIONS);
    for (const { name } of functions.rows) await client.query(`GRANT EXECUTE ON FUNCTION ${name} TO ${to}`);
  });
}
