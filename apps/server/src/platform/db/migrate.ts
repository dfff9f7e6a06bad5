import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import pg from "pg";
import { grantAppRole } from "./grants.js";
import type { Pool, PoolClient } from "./pool.js";
import { transaction } from "./pool.js";
import { searchPathOf } from "./tenant-db.js";

const MIGRATIONS = resolve(import.meta.dirname, "../../../migrations");
const LOCK_ID = 727_001; // one advisory lock: migrations of all servers run one at a time

export interface Migration {
  version: string;
  statements: string[];
}

/** The migrations of one kind as the server runs them, oldest first. */
export async function load(kind: "platform" | "tenant"): Promise<Migration[]> {
  const dir = join(MIGRATIONS, kind);
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ""),
      // drizzle-kit writes tables without a schema as "public".x; tenant tables live in the
      // schema that search_path names, so that qualifier is dropped.
      statements: (await readFile(join(dir, file), "utf8"))
        .replaceAll('"public".', "")
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean),
    })),
  );
}

/**
 * Applies the migrations `schema` has not had yet, each in its own transaction together
 * with its row in platform.schema_migrations: a crash part-way leaves whole migrations
 * applied or not at all, and the next run carries on.
 */
export async function applyMigrations(pool: Pool, schema: string, migrations: Migration[]): Promise<string[]> {
  const done = await pool.query<{ version: string }>(
    "SELECT version FROM platform.schema_migrations WHERE schema_name = $1",
    [schema],
  );
  const applied = new Set(done.rows.map((r) => r.version));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await transaction(
      pool,
      async (client) => {
        for (const statement of migration.statements) await client.query(statement);
        await client.query("INSERT INTO platform.schema_migrations (schema_name, version) VALUES ($1, $2)", [
          schema,
          migration.version,
        ]);
      },
      { prelude: searchPathOf(schema) },
    );
    ran.push(migration.version);
  }
  return ran;
}

/** Runs `fn` while no other process migrates or grants (a session advisory lock). */
export async function withMigrationLock<T>(pool: Pool, fn: () => Promise<T>): Promise<T> {
  const client: PoolClient = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    return await fn();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

async function bootstrap(pool: Pool) {
  await pool.query("CREATE SCHEMA IF NOT EXISTS platform");
  await pool.query(`CREATE TABLE IF NOT EXISTS platform.schema_migrations (
    schema_name text NOT NULL,
    version text NOT NULL,
    applied_at timestamp with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY (schema_name, version))`);
}

/**
 * Creates the tenant's schema if needed, brings it to the latest version and grants the app role
 * its rows (a tenant created by the CLI is reachable by a running server).
 */
export function migrateTenant(pool: Pool, schema: string): Promise<string[]> {
  return withMigrationLock(pool, async () => {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${pg.escapeIdentifier(schema)}`);
    const ran = await applyMigrations(pool, schema, await load("tenant"));
    await grantAppRole(pool, schema);
    return ran;
  });
}

/** The platform schema and its grants. */
export function migratePlatform(pool: Pool): Promise<void> {
  return withMigrationLock(pool, async () => {
    await bootstrap(pool);
    await applyMigrations(pool, "platform", await load("platform"));
    await grantAppRole(pool, "platform");
  });
}

/** The platform schema first, then every registered tenant. */
export async function migrateAll(pool: Pool): Promise<void> {
  await migratePlatform(pool);
  const tenants = await pool.query<{ schema_name: string }>("SELECT schema_name FROM platform.tenants ORDER BY code");
  for (const { schema_name } of tenants.rows) await migrateTenant(pool, schema_name);
}
