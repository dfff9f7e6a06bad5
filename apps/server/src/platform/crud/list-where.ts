import type { EntityDefinition } from "@sen/core";
import { and, eq, gte, inArray, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { withinDays } from "../db/vietnam-days.js";
import { type ListQuery, searchTerm } from "./list-query.js";
import type { EntityTable } from "./table.js";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A column of an entity table, by name. */
export function column(table: EntityTable, name: string): PgColumn {
  const c = (table as unknown as Record<string, PgColumn | undefined>)[name];
  if (!c) throw new Error(`no column ${name}`);
  return c;
}

/** Rows whose text (any expression, unaccented here) holds the search term anywhere. */
export function containsTerm(text: SQL | PgColumn, term: string): SQL {
  return sql`public.sen_unaccent(${text}) LIKE '%' || public.sen_unaccent(${likeEscape(term)}) || '%'`;
}

/**
 * Rows whose search text (the stored, unaccented column) holds the term, case and marks aside;
 * the term as `searchTerm` gives it (trimmed, single spaces).
 * - One or two characters match the start of a word ('an' finds 'An Bình' and 'Nguyễn An', not
 *   every 'Thanh' and 'Lan'): anywhere in a word they match most rows, and they are too short
 *   for the trigram index.
 * - One longer word matches anywhere (a phone's last digits, 'guyen'), through the trigram index.
 * - Several words match from the start of a word, the last one possibly unfinished ('van hu'
 *   finds 'Nguyễn Văn Hùng'; 'guyen van' finds nothing), through the index of word pairs
 *   (`search_pairs`, platform migration 0005): a trigram never spans a space, and every trigram
 *   of a common name is in half the rows, so the trigram index would hand over thousands of
 *   rows for 'le hoang yen' to find its 64.
 */
export function searchCondition(table: EntityTable, term: string): SQL {
  const searchText = column(table, "search_text");
  const unaccented = (text: string) => sql`public.sen_unaccent(${text})`;
  const escaped = likeEscape(term);
  if (!term.includes(" ")) {
    if ([...term].length >= 3) return sql`${searchText} LIKE ${unaccented(`%${escaped}%`)}`;
    return sql`(${searchText} LIKE ${unaccented(`${escaped}%`)} OR ${searchText} LIKE ${unaccented(`% ${escaped}%`)})`;
  }
  // NULL (never for what users type) when unaccent leaves one word: the phrase check alone decides.
  const pairs = sql`public.sen_word_pairs_query(${unaccented(term)})`;
  return sql`((${pairs} IS NULL OR ${column(table, "search_pairs")} @@ ${pairs})
              AND strpos(' ' || ${searchText}, ' ' || ${unaccented(term)}) > 0)`;
}

/** The rows of the selected branches, for a branch-scoped entity. */
export function branchCondition(
  definition: EntityDefinition,
  table: EntityTable,
  branches: (string | Placeholder)[],
): SQL | undefined {
  return definition.branchScoped ? inArray(column(table, "ma_dvcs"), branches) : undefined;
}

/** Search, date range and field filters: what the user asked for beyond the branches. */
export function filterConditions(definition: EntityDefinition, table: EntityTable, query: ListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const search = searchTerm(query.searchKey);
  if (search && "search_text" in table) where.push(searchCondition(table, search));
  const dated = definition.fields.find((f) => f.name === definition.dateField);
  if (dated?.kind === "datetime") {
    // An instant is on the days picked when it falls within them in Vietnam (not in UTC).
    const range = withinDays(column(table, dated.name), query.fromDate, query.toDate);
    if (range) where.push(range);
  } else if (dated) {
    if (query.fromDate) where.push(gte(column(table, dated.name), query.fromDate));
    if (query.toDate) where.push(lte(column(table, dated.name), query.toDate));
  }
  for (const field of definition.fields) {
    const wanted = query[field.name];
    if (field.filterable && typeof wanted === "string" && wanted !== "") {
      const value = field.kind === "boolean" ? wanted === "true" || wanted === "1" : wanted;
      where.push(eq(column(table, field.name), value));
    }
  }
  return and(...where);
}

/** Branch, search, date range and field filters, inside the WHERE clause. */
export function listConditions(
  definition: EntityDefinition,
  table: EntityTable,
  query: ListQuery,
  branches: string[],
): SQL | undefined {
  return and(branchCondition(definition, table, branches), filterConditions(definition, table, query));
}
