import { afterAll, beforeAll, inject } from "vitest";
import { applyMigrations, load } from "../apps/server/src/platform/db/migrate.js";
import { createPool, type Pool } from "../apps/server/src/platform/db/pool.js";

/**
 * One tenant migration tried on data a tenant already had: a scratch schema migrated up to just before
 * `version`, rows written the way older releases wrote them, then the rest of the migrations.
 */
export function migrationStep(version: string) {
  const schema = `t_migration_${version}`;
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject("databaseUrl"), 2);
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.end();
  });
  const split = async () => {
    const all = await load("tenant");
    const at = all.findIndex((m) => m.version.startsWith(`${version}_`));
    return { before: all.slice(0, at), rest: all.slice(at) };
  };
  return {
    schema,
    pool: () => pool,
    /** Creates the schema with every migration before this one. */
    async migrateBefore() {
      await pool.query(`CREATE SCHEMA ${schema}`);
      await applyMigrations(pool, schema, (await split()).before);
    },
    /** Applies this migration and the ones after it. */
    async migrateRest() {
      await applyMigrations(pool, schema, (await split()).rest);
    },
  };
}
