import { type EntityDefinition, searchableFields } from "@sen/core";
import { type SQL, sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { audit } from "../db/columns.js";
import { fieldColumns } from "./columns.js";

/**
 * The accent-free, lower-case text a row is searched by, kept by PostgreSQL itself
 * (`sen_unaccent` is an immutable wrapper of unaccent, created by the platform migration).
 */
function searchExpression(definition: EntityDefinition): SQL | undefined {
  const names = searchableFields(definition).map((f) => `coalesce("${f.name}", '')`);
  if (names.length === 0) return undefined;
  return sql.raw(`public.sen_unaccent(${names.join(" || ' ' || ")})`);
}

/** The Drizzle table of an entity: id, branch when scoped, its fields, audit columns and search text. */
export function entityTable(definition: EntityDefinition) {
  const search = searchExpression(definition);
  const columns = {
    id: uuid("id").primaryKey().defaultRandom(),
    ...(definition.branchScoped ? { ma_dvcs: text("ma_dvcs").notNull() } : {}),
    ...Object.assign({}, ...definition.fields.map(fieldColumns)),
    ...audit,
    ...(search ? { search_text: text("search_text").generatedAlwaysAs(search) } : {}),
  };
  return pgTable(definition.table, columns, (t) => {
    const c = t as unknown as Record<string, Parameters<ReturnType<typeof index>["on"]>[0]>;
    const col = (key: string) => {
      const column = c[key];
      if (!column) throw new Error(`${definition.name}: no column ${key}`);
      return column;
    };
    const name = (suffix: string) => `${definition.table}_${suffix}`;
    const indexes = [];
    for (const field of definition.fields) {
      if (field.unique) indexes.push(uniqueIndex(name(`${field.name}_unique`)).on(col(field.name)));
      else if (field.sortable || field.name === definition.dateField)
        indexes.push(index(name(field.name)).on(col(field.name)));
    }
    if (definition.branchScoped) indexes.push(index(name("ma_dvcs")).on(col("ma_dvcs")));
    if (search) indexes.push(index(name("search")).using("gin", sql`${col("search_text")} gin_trgm_ops`));
    return indexes;
  });
}

export type EntityTable = ReturnType<typeof entityTable>;
