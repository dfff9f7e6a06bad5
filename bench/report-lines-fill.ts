import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";

const MIGRATIONS = resolve(import.meta.dirname, "../apps/server/migrations/tenant");

/**
 * The report lines and report payments of every posted document the bench filled in plain SQL, each written by the
 * very statement the migration that made the table ran on the documents posted before it (its last one).
 */
export async function fillReportLines(db: TenantDb, log: (line: string) => void) {
  for (const table of ["report_lines", "report_payments"]) {
    const file = readdirSync(MIGRATIONS).find((f) => new RegExp(`^\\d+_${table}\\.sql$`).test(f));
    if (!file) throw new Error(`no ${table} migration`);
    const statements = readFileSync(resolve(MIGRATIONS, file), "utf8").split("--> statement-breakpoint");
    const backfill = statements.at(-1) ?? "";
    if (!backfill.includes(`INSERT INTO "${table}"`)) throw new Error(`${file} ends with no backfill`);
    const started = Date.now();
    await db.$client.query(`TRUNCATE ${table}`);
    await db.$client.query(backfill);
    log(`  ${table.replace("_", " ")} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
