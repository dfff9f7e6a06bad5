import type { EntityDefinition } from "@sen/core";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListQuery } from "./list-query.js";
import { column } from "./list-where.js";
import { sortKey, VIETNAMESE } from "./sort-keys.js";
import type { EntityTable } from "./table.js";

export interface Order {
  /** The sort key's column. */
  name: string;
  /** The sort key's expression (collated when Vietnamese). */
  key: SQL;
  descending: boolean;
}

/** The order of a list: the asked key, else the definition's default, else newest first; id breaks ties. */
export function listOrder(definition: EntityDefinition, table: EntityTable, query: ListQuery): Order {
  const name = query.sortKey ?? definition.defaultSort?.key ?? "created_at";
  const descending = query.sortKey
    ? query.sortType === "desc"
    : definition.defaultSort
      ? definition.defaultSort.type === "desc"
      : true;
  const vietnamese = sortKey(definition, name).vietnamese;
  return {
    name,
    key: vietnamese ? sql`${column(table, name)} COLLATE ${VIETNAMESE}` : sql`${column(table, name)}`,
    descending,
  };
}

/** ORDER BY key, id in the order's direction. */
export function orderBy({ key, descending }: Order, id: SQL | PgColumn): SQL[] {
  const direction = descending ? desc : asc;
  return [direction(key), direction(id)];
}
