import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import pg from "pg";
import { APP_ROLE_RECORD } from "./grants.js";
import { withMigrationLock } from "./migrate.js";
import type { Pool } from "./pool.js";

/** The login role the server runs as in `database`: `<database>_app`, within PostgreSQL's 63 bytes. */
export function appRoleName(database: string): string {
  let base = database;
  while (Buffer.byteLength(base) > 59) base = base.slice(0, -1);
  return `${base}_app`;
}

/**
 * What PostgreSQL stores for a SCRAM-SHA-256 password (RFC 5802, 7677): sent instead of the
 * password, which then never appears in a statement the server could log.
 */
function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const iterations = 4096;
  const salted = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  const clientKey = createHmac("sha256", salted).update("Client Key").digest();
  const storedKey = createHash("sha256").update(clientKey).digest("base64");
  const serverKey = createHmac("sha256", salted).update("Server Key").digest("base64");
  return `SCRAM-SHA-256$${iterations}:${salt.toString("base64")}$${storedKey}:${serverKey}`;
}

/** Creates the role, owning nothing and allowed nothing but to log in, or gives it `password` again. */
async function createOrUpdate(owner: Pool, role: string, password: string) {
  const name = pg.escapeIdentifier(role);
  const secret = pg.escapeLiteral(scramVerifier(password));
  const found = await owner.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
  try {
    if (found.rowCount) await owner.query(`ALTER ROLE ${name} WITH LOGIN PASSWORD ${secret}`);
    else
      await owner.query(
        `CREATE ROLE ${name} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD ${secret}`,
      );
  } catch (error) {
    if ((error as { code?: string }).code !== "42501") throw error;
    throw new Error(
      `DATABASE_URL's user may not create the role ${role} the server runs as: create a role for the app and set APP_DATABASE_URL`,
    );
  }
}

/** `url` signed in as `role` with `password`. */
function signedInAs(url: string, role: string, password: string): string {
  const next = new URL(url);
  next.username = encodeURIComponent(role);
  next.password = encodeURIComponent(password);
  return next.toString();
}

/**
 * The app's own connection: the role `appDatabaseUrl` names, or `<database>_app`, created when
 * missing and given the stored password at each start. The role is recorded so that every later
 * migration grants it its rows (grants.ts). Refuses a role that is a superuser or the owner.
 */
export async function ensureAppRole(
  owner: Pool,
  ownerUrl: string,
  password: string,
  appDatabaseUrl?: string,
): Promise<string> {
  return withMigrationLock(owner, async () => {
    const { rows } = await owner.query<{ db: string; me: string }>(
      "SELECT current_database() AS db, current_user AS me",
    );
    const { db, me } = rows[0] as { db: string; me: string };
    const role = appDatabaseUrl ? decodeURIComponent(new URL(appDatabaseUrl).username) : appRoleName(db);
    if (!role || role === me) throw new Error("APP_DATABASE_URL must name a role of its own, not DATABASE_URL's user");
    if (!appDatabaseUrl) {
      await createOrUpdate(owner, role, password);
      await owner.query(`GRANT CONNECT ON DATABASE ${pg.escapeIdentifier(db)} TO ${pg.escapeIdentifier(role)}`);
    }
    const found = await owner.query<{ rolsuper: boolean }>("SELECT rolsuper FROM pg_roles WHERE rolname = $1", [role]);
    if (found.rows[0]?.rolsuper) throw new Error(`The app role ${role} is a superuser: give the app a role of its own`);
    await owner.query(
      "INSERT INTO platform.secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
      [APP_ROLE_RECORD, role],
    );
    return appDatabaseUrl ?? signedInAs(ownerUrl, role, password);
  });
}

/** Drops the app role of `database` (test runs, after dropping their database). */
export async function dropAppRole(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(appRoleName(database))}`);
  } finally {
    await client.end();
  }
}
