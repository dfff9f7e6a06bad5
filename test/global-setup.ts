import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../apps/server/src/platform/db/embedded.js";
import { migrateAll } from "../apps/server/src/platform/db/migrate.js";
import { createPool, dropDatabase, ensureDatabase } from "../apps/server/src/platform/db/pool.js";
import { seedDemoTenant } from "../apps/server/src/seed/demo.js";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One throw-away database per test run: on DATABASE_URL's server when it is set, otherwise on
 * an embedded PostgreSQL in a temporary folder. It is migrated and given the demo tenant once;
 * `./data` is never touched.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(await mkdtemp(join(tmpdir(), "sen-test-")), { persistent: false });
    adminUrl = embedded.adminUrl;
  }
  const name = `sen_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = await ensureDatabase(adminUrl, name);
  const pool = createPool(url, 4);
  try {
    await migrateAll(pool);
    await seedDemoTenant(pool);
  } finally {
    await pool.end();
  }
  project.provide("databaseUrl", url);

  return async () => {
    await dropDatabase(adminUrl, name);
    await embedded?.stop();
  };
}
