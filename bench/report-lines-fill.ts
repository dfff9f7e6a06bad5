import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";

const MIGRATIONS = resolve(import.meta.dirname, "../apps/server/migrations/tenant");

/**
 * The report lines of every posted document the bench filled in plain SQL, written by the very statement the
 * migration that made `report_lines` ran on the documents posted before it (its last one).
 */
export async function fillReportLines(db: TenantDb, log: (line: string) => void) {
  const file = readdirSync(MIGRATIONS).find((f) => /^\d+_report_lines\.sql$/.test(f));
  if (!file) throw new Error("no report_lines migration");
  const statements = readFileSync(resolve(MIGRATIONS, file), "utf8").split("--> statement-breakpoint");
  const backfill = statements.at(-1) ?? "";
  if (!/INSERT INTO "report_lines"/.test(backfill)) throw new Error(`${file} ends with no backfill`);
  const started = Date.now();
  await db.$client.query("TRUNCATE report_lines");
  await db.$client.query(backfill);
  log(`  report lines in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
