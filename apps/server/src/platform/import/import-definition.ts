import type { FastifyRequest } from "fastify";
import type { Row } from "../crud/registry.js";
import type { TenantDb } from "../db/tenant-db.js";

/** A line of the sheet once checked: its problems (bilingual messages), or what saving it gives. */
export interface CheckedRow {
  line: number;
  problems: string[];
  /** The record to save, when the row has no problem. */
  values?: Row;
  /** What the record will look like, with the names of its codes. */
  preview?: Row;
  /** The id of the record the row updates, when the import updates existing ones. */
  existing?: string;
}

/**
 * What an import of one kind of record needs besides the machinery: how its rows are checked (every row the way
 * saving it would be, against the data and the rows above it) and how a good row is saved.
 */
export interface ImportDefinition<L, B extends { rows: L[] }> {
  check(db: TenantDb, request: FastifyRequest, rows: L[], body?: B): Promise<CheckedRow[]>;
  save(db: TenantDb, request: FastifyRequest, row: CheckedRow, body: B): Promise<void>;
}

export interface ImportResult {
  created: number;
  updated: number;
  skipped: { line: number; problems: string[] }[];
}

/**
 * Saves the good rows of a batch in the caller's transaction, after checking every row again (the sheet may have
 * been checked before others changed the data); the others come back with their problems.
 */
export async function runImport<L, B extends { rows: L[] }>(
  db: TenantDb,
  request: FastifyRequest,
  definition: ImportDefinition<L, B>,
  body: B,
): Promise<ImportResult> {
  const checked = await definition.check(db, request, body.rows, body);
  let created = 0;
  let updated = 0;
  for (const row of checked) {
    if (!row.values || row.problems.length > 0) continue;
    await definition.save(db, request, row, body);
    if (row.existing) updated += 1;
    else created += 1;
  }
  const skipped = checked.filter((r) => r.problems.length > 0).map(({ line, problems }) => ({ line, problems }));
  return { created, updated, skipped };
}
