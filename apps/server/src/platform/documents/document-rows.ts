import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { prepared } from "../db/statements.js";
import type { TenantDb } from "../db/tenant-db.js";
import type { DocumentRow } from "./document-kind.js";

const quote = (name: string) => pg.escapeIdentifier(name);
export const tableOf = (table: PgTable) => quote(getTableName(table));

/**
 * Inserts rows (all with the same keys) into a table in one prepared statement, whatever their number (they go as
 * one JSON array, read as the table's rows); gives back what `returning` names ("*": all).
 */
export async function insertRows(db: TenantDb, table: PgTable, rows: DocumentRow[], returning?: string) {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first).map(quote).join(", ");
  const { rows: inserted } = await db.$client.query(
    prepared(
      `INSERT INTO ${tableOf(table)} (${columns})
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${tableOf(table)}, $1::jsonb)
       ${returning ? `RETURNING ${returning === "*" ? "*" : quote(returning)}` : ""}`,
      [JSON.stringify(rows)],
    ),
  );
  return inserted as DocumentRow[];
}

/** Sets columns of the row whose `stt_rec` is given; gives back the row as it now is. */
export async function updateHeader(
  db: TenantDb,
  table: PgTable,
  stt_rec: string,
  values: DocumentRow,
): Promise<DocumentRow | undefined> {
  const names = Object.keys(values);
  const sets = names.map((n, i) => `${quote(n)} = $${i + 2}`);
  const { rows } = await db.$client.query(
    `UPDATE ${tableOf(table)} SET ${sets.join(", ")} WHERE stt_rec = $1 RETURNING *, ngay_ct::text AS ngay_ct`,
    [stt_rec, ...names.map((n) => values[n] ?? null)],
  );
  return rows[0];
}

/** Sets columns of the row whose `stt_rec` is given, sent without waiting: the caller knows the row it leaves. */
export function setHeader(db: TenantDb, table: PgTable, stt_rec: string, values: DocumentRow): void {
  const names = Object.keys(values);
  const sets = names.map((n, i) => `${quote(n)} = $${i + 2}`);
  db.later(`UPDATE ${tableOf(table)} SET ${sets.join(", ")} WHERE stt_rec = $1`, [
    stt_rec,
    ...names.map((n) => values[n] ?? null),
  ]);
}

/** The numeric columns of a table, shown as JSON numbers in answers. */
function numericColumns(table: PgTable): Set<string> {
  return new Set(
    Object.values(getTableColumns(table))
      .filter((c) => c.columnType === "PgNumeric")
      .map((c) => c.name),
  );
}

/** The date columns of a table (a day, not a moment): node-postgres reads them as local midnight. */
function dateColumns(table: PgTable): Set<string> {
  return new Set(
    Object.values(getTableColumns(table))
      .filter((c) => c.columnType === "PgDateString" || c.columnType === "PgDate")
      .map((c) => c.name),
  );
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A row as an answer shows it: numerics as numbers, days as YYYY-MM-DD, times as ISO text. */
export function shown(table: PgTable, row: DocumentRow): DocumentRow {
  const numeric = numericColumns(table);
  const days = dateColumns(table);
  const show = (k: string, v: unknown) => {
    if (numeric.has(k) && v !== null) return Number(v);
    if (v instanceof Date) return days.has(k) ? dayOf(v) : v.toISOString();
    return v;
  };
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, show(k, v)]));
}
