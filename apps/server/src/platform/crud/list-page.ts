import type { EntityDefinition } from "@sen/core";
import { and, fillPlaceholders, getTableName, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import pg from "pg";
import type { TenantDb } from "../db/tenant-db.js";
import { type Order, orderBy } from "./list-order.js";
import { branchCondition, column } from "./list-where.js";
import { type EntityTable, visibleColumns } from "./table.js";

/** Types drizzle receives as PostgreSQL's text and its columns parse: dates, times, intervals, numeric arrays. */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const types = {
  getTypeParser: (id: number, format?: "text" | "binary") =>
    AS_TEXT.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;

interface Statement {
  name: string;
  text: string;
  params: unknown[];
  columns: [string, PgColumn][];
}

/**
 * Built once per table, order and number of branches, and prepared under that name on each
 * connection (PostgreSQL parses it once). The text names no schema: the same for every tenant
 * (a prepared statement is parsed again when the connection's search_path changes).
 */
const statements = new Map<string, Statement>();

function statement(db: TenantDb, definition: EntityDefinition, table: EntityTable, order: Order, branches: number) {
  const shape = `${getTableName(table)}:${order.name}:${order.descending}:${branches}`;
  const known = statements.get(shape);
  if (known) return known;
  const id = column(table, "id");
  const places = Array.from({ length: branches }, (_, i) => sql.placeholder(`b${i}`));
  const ids = db
    .select({ id })
    .from(table)
    .where(and(branchCondition(definition, table, places)))
    .orderBy(...orderBy(order, id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
  const columns = visibleColumns(table);
  const built = db
    .select(columns)
    .from(table)
    .where(inArray(id, ids))
    .orderBy(...orderBy(order, id))
    .toSQL();
  const made = { name: `page:${shape}`, text: built.sql, params: built.params, columns: Object.entries(columns) };
  statements.set(shape, made);
  return made;
}

/**
 * A page of a list without filters, the list every screen opens with: its ids from the sort
 * index (index entries only; a deep page skips entries, not rows), then their rows. The statement
 * is built once and its rows decoded as drizzle decodes them: a third of the CPU of building it
 * with drizzle for every request (README "Performance").
 */
export async function unfilteredPage(
  db: TenantDb,
  definition: EntityDefinition,
  table: EntityTable,
  { order, branches, limit, offset }: { order: Order; branches: string[]; limit: number; offset: number },
): Promise<Record<string, unknown>[]> {
  const { text, params, columns, name } = statement(db, definition, table, order, branches.length);
  const values = { ...Object.fromEntries(branches.map((b, i) => [`b${i}`, b])), limit, offset };
  const { rows } = await db.$client.query<unknown[]>({
    name,
    text,
    values: fillPlaceholders(params, values),
    rowMode: "array",
    types,
  });
  return rows.map((row) =>
    Object.fromEntries(
      columns.map(([name, c], i) => [name, row[i] === null ? null : c.mapFromDriverValue(row[i])] as const),
    ),
  );
}
