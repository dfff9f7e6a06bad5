import type { EntityDefinition } from "@sen/core";
import { and, type SQL } from "drizzle-orm";
import { EXACT_TOTAL_CAP, fewMatches, type ListSql, listSql, rowsOf } from "./list.js";
import { type BatchOptions, keysetBatches, type Tx } from "./list-keyset.js";
import type { ListQuery } from "./list-query.js";
import { column } from "./list-where.js";
import { type EntityTable, visibleColumns } from "./table.js";

type Row = Record<string, unknown>;

/** Rows an export reads at a time. */
export const EXPORT_BATCH = 1_000;

/**
 * Every row of a list (its search, filters, dates, branches and scope, in its order) for an
 * export, batch after batch. A filter matching at most EXACT_TOTAL_CAP rows has them found as
 * the list finds them (through the search index when rare) and read by id; otherwise, and for
 * a list without filters, the rows are walked along the sort index by keyset.
 */
export async function* listBatches(
  tx: Tx,
  definition: EntityDefinition,
  table: EntityTable,
  query: ListQuery,
  branches: string[],
  scope: SQL | undefined,
  options: BatchOptions<Row>,
): AsyncGenerator<Row[]> {
  const at = (q: ListSql, db: ListSql["db"]): ListSql => ({ ...q, db });
  const first = await tx(async (db) => {
    const q = { ...listSql(db, definition, table, query, branches, scope), offset: 0, limit: EXACT_TOTAL_CAP };
    return { q, few: q.filters ? await fewMatches(q) : undefined };
  });
  const { q, few } = first;
  if (few?.ids) {
    for (let from = 0; from < few.ids.length && !options.signal.aborted; from += options.size) {
      const ids = few.ids.slice(from, from + options.size);
      yield await tx(async (db) => {
        const rows = await rowsOf(at(q, db), ids);
        await options.decorate?.(db, rows);
        return rows;
      });
    }
    return;
  }
  yield* keysetBatches(
    tx,
    {
      table,
      where: and(q.branch, q.filters),
      order: q.order,
      keyColumn: column(table, q.order.name),
      id: column(table, "id"),
      columns: visibleColumns(table),
    },
    options,
  );
}
