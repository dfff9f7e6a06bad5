import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";

/**
 * Empties tables for loading and drops their foreign keys and secondary indexes (keys and what a foreign key
 * needs stay); the answer puts them back. In the caller's transaction, so a run cut short leaves everything as it was.
 */
export async function emptyAllForLoading(db: TenantDb, tables: string[]) {
  const client = db.$client;
  await client.query("SET LOCAL maintenance_work_mem = '512MB'; SET LOCAL work_mem = '256MB'");
  // CASCADE: what refers to them (a product's barcodes) goes too; the bench tenant holds nothing else.
  await client.query(`TRUNCATE ${tables.join(", ")} CASCADE`);
  const { rows: keys } = await client.query<{ table: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[])`,
    [tables],
  );
  for (const k of keys) await client.query(`ALTER TABLE ${k.table} DROP CONSTRAINT "${k.name}"`);
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);
  return async (log: (line: string) => void) => {
    for (const { indexname, indexdef } of indexes) {
      const started = Date.now();
      await client.query(indexdef);
      log(`  index ${indexname} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    for (const k of keys) await client.query(`ALTER TABLE ${k.table} ADD CONSTRAINT "${k.name}" ${k.def}`);
  };
}
