import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TenantDb } from "../db/tenant-db.js";
import { type Order, orderBy } from "./list-order.js";

/** Runs `fn` in a transaction of its own (a request's `tx`). */
export type Tx = <T>(fn: (db: TenantDb) => Promise<T>) => Promise<T>;

/** What a keyset walk reads: a table's rows matching `where`, in `order` then by `id`. */
export interface Walk {
  table: PgTable;
  where: SQL | undefined;
  order: Order;
  /** The order's column itself (its NULLs, its type). */
  keyColumn: PgColumn;
  id: PgColumn;
  columns: Record<string, PgColumn | SQL.Aliased>;
}

export interface BatchOptions<R> {
  size: number;
  signal: AbortSignal;
  /** Run on each batch in its transaction (labels looked up for its rows). */
  decorate?: (db: TenantDb, rows: R[]) => Promise<void>;
}

/** Where a walk has got to: the last row's key and id, as text, among the NULL keys or the others. */
interface Cursor {
  key: string | null;
  id: string;
}

type Read = Record<string, unknown> & { __key: string | null; __id: string };

/**
 * The rows of `walk` in its order, batch after batch, each read in a transaction of its own from
 * where the last one stopped (keyset: never OFFSET), so that a client reading slowly holds no
 * connection and every batch costs the same however deep. The list's order puts NULL keys last
 * ascending and first descending (PostgreSQL's defaults); they are walked apart (by id), so that
 * each part is one range of the sort index. Explicit sorts are turned off in those transactions:
 * a batch is read along the sort index, never by sorting every match again (a common search).
 */
export async function* keysetBatches<R>(tx: Tx, walk: Walk, options: BatchOptions<R>): AsyncGenerator<R[]> {
  const parts: ("values" | "nulls")[] = walk.keyColumn.notNull
    ? ["values"]
    : walk.order.descending
      ? ["nulls", "values"]
      : ["values", "nulls"];
  for (const part of parts) {
    let cursor: Cursor | undefined;
    while (!options.signal.aborted) {
      const after = cursor;
      const read = await tx(async (db) => {
        await db.execute(sql`SET LOCAL enable_sort = off`);
        const rows = (await readBatch(db, walk, part, after, options.size)) as Read[];
        await options.decorate?.(db, rows as unknown as R[]);
        return rows;
      });
      const last = read.at(-1);
      if (read.length > 0) yield read as unknown as R[];
      if (!last || read.length < options.size) break;
      cursor = { key: last.__key, id: last.__id };
    }
  }
}

function readBatch(db: TenantDb, walk: Walk, part: "values" | "nulls", after: Cursor | undefined, size: number) {
  const { order, keyColumn, id } = walk;
  const beyond = order.descending ? sql.raw("<") : sql.raw(">");
  const typed = (value: string, column: PgColumn) => sql`${value}::${sql.raw(castType(column))}`;
  const conditions =
    part === "values"
      ? [
          sql`${keyColumn} IS NOT NULL`,
          after && sql`(${order.key}, ${id}) ${beyond} (${typed(after.key ?? "", keyColumn)}, ${typed(after.id, id)})`,
        ]
      : [sql`${keyColumn} IS NULL`, after && sql`${id} ${beyond} ${typed(after.id, id)}`];
  return db
    .select({ ...walk.columns, __key: sql<string | null>`${keyColumn}::text`, __id: sql<string>`${id}::text` })
    .from(walk.table)
    .where(and(walk.where, ...conditions))
    .orderBy(...(part === "values" ? orderBy(order, id) : [(order.descending ? desc : asc)(id)]))
    .limit(size);
}

/** The type a column's text is cast back to: a serial column holds integers. */
function castType(column: PgColumn): string {
  const type = column.getSQLType();
  return type === "bigserial" ? "bigint" : type === "serial" ? "integer" : type;
}
