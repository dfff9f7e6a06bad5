import { type EntityDefinition, searchableFields } from "@sen/core";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  customType,
  type IndexBuilder,
  type IndexBuilderOn,
  index,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { audit } from "../db/columns.js";
import { type FieldColumns, fieldColumns } from "./columns.js";
import { listSortKeys } from "./sort-keys.js";

/**
 * The accent-free, lower-case text a row is searched by, kept by PostgreSQL itself
 * (`sen_unaccent` is an immutable wrapper of unaccent, created by the platform migration).
 */
function searchExpression(definition: EntityDefinition): SQL | undefined {
  const names = searchableFields(definition).map((f) => `coalesce("${f.name}", '')`);
  if (names.length === 0) return undefined;
  return sql.raw(`public.sen_unaccent(${names.join(" || ' ' || ")})`);
}

const idColumn = () => uuid("id").primaryKey().defaultRandom();
const branchColumn = () => text("ma_dvcs").notNull();
const searchColumn = (expression: SQL) => text("search_text").generatedAlwaysAs(expression);
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** The pairs of neighbouring words of the search text, for phrases (platform migration 0005). */
const pairsColumn = (expression: SQL) =>
  tsvector("search_pairs").generatedAlwaysAs(sql`public.sen_word_pairs(${expression})`);

/** The columns PostgreSQL keeps for search: never shown, never written. */
const SEARCH_COLUMNS = ["search_text", "search_pairs"] as const;
type SearchColumn = (typeof SEARCH_COLUMNS)[number];

const notSearch = ([name]: [string, unknown]) => !(SEARCH_COLUMNS as readonly string[]).includes(name);

/** A table's columns as the API shows them: all but the search columns. */
export function visibleColumns<T extends PgTable>(table: T): Omit<T["_"]["columns"], SearchColumn> {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(notSearch)) as Omit<
    T["_"]["columns"],
    SearchColumn
  >;
}

/** A row read whole (`RETURNING *`) without its search columns. */
export function withoutSearch(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(notSearch));
}

/** The columns a definition gives: id, branch when scoped, its fields, audit and search text. */
type EntityColumns<D extends EntityDefinition> = { id: ReturnType<typeof idColumn> } & (D extends {
  branchScoped: true;
}
  ? { ma_dvcs: ReturnType<typeof branchColumn> }
  : unknown) &
  FieldColumns<D["fields"]> &
  typeof audit &
  ([Extract<D["fields"][number], { searchable: true }>] extends [never]
    ? unknown
    : { search_text: ReturnType<typeof searchColumn>; search_pairs: ReturnType<typeof pairsColumn> });

export interface TableOptions {
  /** Fields unique together (e.g. a document type and its status), each group one unique index. */
  uniqueTogether?: readonly (readonly string[])[];
  /** Indexes a module's own queries need (a partial or an expression index), by column. */
  indexes?: (column: (name: string) => PgColumn) => (IndexBuilder | IndexBuilderOn)[];
  /**
   * Columns the server keeps beside the fields (an encrypted value's blind index, its key version): never part of the
   * definition, never written by the generic engine; a binding's `sealed.reveal` drops them from what the API answers.
   */
  columns?: Record<string, PgColumnBuilderBase>;
}

/** The Drizzle table of an entity: id, branch when scoped, its fields, audit columns and search text. */
export function entityTable<const D extends EntityDefinition>(definition: D, options: TableOptions = {}) {
  const search = searchExpression(definition);
  const columns = {
    id: idColumn(),
    ...(definition.branchScoped ? { ma_dvcs: branchColumn() } : {}),
    ...Object.assign({}, ...definition.fields.map(fieldColumns)),
    ...audit,
    ...options.columns,
    ...(search ? { search_text: searchColumn(search), search_pairs: pairsColumn(search) } : {}),
  } as EntityColumns<D>;
  return pgTable(definition.table as D["table"], columns, (t) => {
    const c = t as unknown as Record<string, PgColumn>;
    const col = (key: string) => {
      const column = c[key];
      if (!column) throw new Error(`${definition.name}: no column ${key}`);
      return column;
    };
    const name = (suffix: string) => `${definition.table}_${suffix}`;
    const indexes = [];
    const listKeys = listSortKeys(definition);
    for (const field of definition.fields) {
      if (field.unique) indexes.push(uniqueIndex(name(`${field.name}_unique`)).on(col(field.name)));
      // The date range filters on the date field; a reference's rows are found by its value
      // (reference checks, label copies, filters).
      else if (
        (field.name === definition.dateField || field.kind === "reference") &&
        !listKeys.some((k) => k.name === field.name)
      )
        indexes.push(index(name(field.name)).on(col(field.name)));
    }
    // A list page reads its rows from the index of its order (see listSortKeys).
    for (const key of listKeys) {
      const ordered = key.vietnamese ? sql`${col(key.name)} COLLATE "vi-x-icu"` : col(key.name);
      const scope = definition.branchScoped ? [col("ma_dvcs")] : [];
      indexes.push(index(name(`${key.name}_list`)).on(ordered, col("id"), ...scope));
    }
    for (const group of options.uniqueTogether ?? []) {
      const [first, ...rest] = group.map(col);
      if (first) indexes.push(uniqueIndex(name(`${group.join("_")}_unique`)).on(first, ...rest));
    }
    if (definition.branchScoped) indexes.push(index(name("ma_dvcs")).on(col("ma_dvcs")));
    indexes.push(...((options.indexes?.(col) ?? []) as typeof indexes));
    if (search) {
      indexes.push(index(name("search")).using("gin", sql`${col("search_text")} gin_trgm_ops`));
      indexes.push(index(name("search_pairs")).using("gin", col("search_pairs")));
    }
    return indexes;
  });
}

/** Any entity's table, as the generic engine handles it (by column name). */
export type EntityTable = PgTable;
