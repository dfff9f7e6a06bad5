import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { dropAppRole } from "../apps/server/src/platform/db/app-role.js";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../apps/server/src/platform/db/embedded.js";
import { createPool, dropDatabase, ensureDatabase } from "../apps/server/src/platform/db/pool.js";
import { prepareDatabase } from "../apps/server/src/platform/db/prepare.js";
import { seedDemoTenant } from "../apps/server/src/seed/demo.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The owner's connection: migrations, provisioning, what tests write and check by hand. */
    databaseUrl: string;
    /** The app role's connection: what the server under test uses. */
    appDatabaseUrl: string;
  }
}

const TEST_DATABASE = /^sen_test_\d+_[0-9a-f]{6}$/;

/** Roles of earlier runs that died before dropping them (their database is gone). */
async function dropLeftoverRoles(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ db: string }>(
      `SELECT left(rolname, -4) AS db FROM pg_roles
        WHERE rolname LIKE 'sen\\_test\\_%\\_app' AND left(rolname, -4) NOT IN (SELECT datname FROM pg_database)`,
    );
    for (const { db } of rows) if (TEST_DATABASE.test(db)) await dropAppRole(adminUrl, db).catch(() => undefined);
  } finally {
    await client.end();
  }
}

/**
 * One throw-away database per test run: on DATABASE_URL's server when it is set, otherwise on
 * an embedded PostgreSQL in a temporary folder. It is migrated and given the demo tenant once,
 * and its app role made; both are dropped at the end. `./data` is never touched.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let embeddedDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embeddedDir = await mkdtemp(join(tmpdir(), "sen-test-"));
    embedded = await startEmbeddedPostgres(embeddedDir, { persistent: false });
    adminUrl = embedded.adminUrl;
  }
  await dropLeftoverRoles(adminUrl);
  const name = `sen_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = await ensureDatabase(adminUrl, name);
  const pool = createPool(url, 4);
  try {
    const { appUrl } = await prepareDatabase(pool, url);
    await seedDemoTenant(pool);
    project.provide("appDatabaseUrl", appUrl);
  } finally {
    await pool.end();
  }
  project.provide("databaseUrl", url);

  return async () => {
    await dropDatabase(adminUrl, name);
    await dropAppRole(adminUrl, name);
    await embedded?.stop();
    if (embeddedDir) await rm(embeddedDir, { recursive: true, force: true });
  };
}
