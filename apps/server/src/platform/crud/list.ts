import type { EntityDefinition } from "@sen/core";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantDb } from "../db/tenant-db.js";
import { listOf } from "../lists.js";
import { nearerEnd, type ReadFrom, readWindow } from "./list-ends.js";
import { countedRows, plannedRows, sampled } from "./list-estimates.js";
import { listOrder, type Order, orderBy } from "./list-order.js";
import { unfilteredPage } from "./list-page.js";
import type { ListQuery } from "./list-query.js";
import { branchCondition, column, filterConditions } from "./list-where.js";
import { type EntityTable, visibleColumns } from "./table.js";

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

export interface ListSql {
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
 *   (never through the search index, dear for a common phrase even when the list is short); its
 *   rows are counted only when the planner reckons them fewer than twice the cap;
 * - a longer list without filters reads the page's ids from its sort index, then their rows
 *   (a deep page skips index entries, not table rows), and estimates its total;
 * - with filters, a fixed sample of the table tells how common the matches are (and estimates
 *   the total). When the first EXACT_TOTAL_CAP rows of the list likely hold the page, and fewer
 *   rows than there are matches, it is looked for among them in order (read from the sort index,
 *   filtered here, stopping when the page is full);
 * - else up to EXACT_TOTAL_CAP + 1 matches are looked up in any order, through the search index
 *   when rare: no more means an exact total and the page sorted among them; more, the page is
 *   read from the sort index.
 * A page read from the sort index in the far half of a long list (by the estimate) is read from
 * the list's other end, in the reversed order: the list is counted then (and the count kept a
 * few seconds), and the total is exact.
 */
export async function listRows(
  db: TenantDb,
  definition: EntityDefinition,
  table: EntityTable,
  query: ListQuery,
  branches: string[],
  /** The rows the user may see beyond branches (the binding's scope); counted as a filter. */
  scope?: SQL,
): Promise<Page> {
  const q = listSql(db, definition, table, query, branches, scope);
  // A list the planner reckons far longer than the cap is not counted; unfiltered, nor are its rows.
  const planned = await plannedRows(db, definition, table, branches);
  if (planned <= 2 * EXACT_TOTAL_CAP && (await listLength(q)) <= EXACT_TOTAL_CAP) {
    const whole = await wholeList(q);
    return { items: await rowsOf(q, whole.ids), total: whole.matched };
  }
  if (!q.filters) return pageFromIndex(q, Math.max(planned, EXACT_TOTAL_CAP + 1), { definition, branches });
  const sample = await sampled(q);
  const wanted = q.offset + q.limit;
  // The rows read from the head of the list to fill the page, against the matches the index would give.
  const walked = wanted / sample.share;
  if (walked <= EXACT_TOTAL_CAP && walked <= sample.matches) {
    const ids = await pageFromHead(q);
    if (ids.length === q.limit) {
      return { items: await rowsOf(q, ids), total: Math.max(sample.matches, wanted), totalExact: false };
    }
  }
  const few = await fewMatches(q);
  if (few.ids) return { items: await rowsOf(q, few.ids), total: few.matched };
  return pageFromIndex(q, Math.max(sample.matches, few.matched));
}

/** The list's table, conditions, order and page. */
export function listSql(
  db: TenantDb,
  definition: EntityDefinition,
  table: EntityTable,
  query: ListQuery,
  branches: string[],
  scope?: SQL,
): ListSql {
  return {
    db,
    table,
    branch: branchCondition(definition, table, branches),
    filters: and(filterConditions(definition, table, query), scope),
    order: listOrder(definition, table, query),
    offset: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
  };
}

/**
 * The page read from the sort index, from the nearer end of the list: a page in the far half by
 * the estimate has the list counted (exactly, then kept a few seconds) to find its distance from the end.
 */
async function pageFromIndex(
  q: ListSql,
  estimate: number,
  unfiltered?: { definition: EntityDefinition; branches: string[] },
): Promise<Page> {
  const total = 2 * q.offset > estimate ? await countedRows(q) : undefined;
  const items = await readPage(q, nearerEnd(q, total), unfiltered);
  return total === undefined ? { items, total: estimate, totalExact: false } : { items, total };
}

/**
 * The page's rows from the sort index, reading `from` its start or its end (the same rows): the
 * unfiltered list through its prepared statement (`unfiltered` gives its entity and branches).
 */
export function readPage(
  q: ListSql,
  from: ReadFrom,
  unfiltered?: { definition: EntityDefinition; branches: string[] },
): Promise<Record<string, unknown>[]> {
  return readWindow(q.order, q, from, (order, window) =>
    unfiltered
      ? unfilteredPage(q.db, unfiltered.definition, q.table, { order, branches: unfiltered.branches, ...window })
      : indexPage({ ...q, order, ...window }),
  );
}

/** The rows of `ids`, in that order. */
export async function rowsOf({ db, table }: ListSql, ids: string[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select(visibleColumns(table))
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
export async function fewMatches(q: ListSql): Promise<{ matched: number; ids: string[] | null }> {
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
function indexPage({ db, table, branch, filters, order, offset, limit }: ListSql) {
  const id = column(table, "id");
  const ids = db
    .select({ id })
    .from(table)
    .where(and(branch, filters))
    .orderBy(...orderBy(order, id))
    .limit(limit)
    .offset(offset);
  return db
    .select(visibleColumns(table))
    .from(table)
    .where(inArray(id, ids))
    .orderBy(...orderBy(order, id));
}
