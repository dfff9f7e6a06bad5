import { type EntityDefinition, PAGE_SIZES, sortableKeys } from "@sen/core";
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { TenantDb } from "../db/tenant-db.js";
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
  return z.object({
    pageIndex: z.coerce
      .number()
      .int()
      .min(1, bilingual("Trang bắt đầu từ 1", "Pages start at 1"))
      .max(1_000_000)
      .default(1),
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

function column(table: EntityTable, name: string): PgColumn {
  const c = (table as unknown as Record<string, PgColumn | undefined>)[name];
  if (!c) throw new Error(`no column ${name}`);
  return c;
}

/** Branch, search, date range and field filters, inside the WHERE clause. */
export function listConditions(
  definition: EntityDefinition,
  table: EntityTable,
  query: ListQuery,
  branches: string[],
): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (definition.branchScoped) where.push(inArray(column(table, "ma_dvcs"), branches));
  const search = query.searchKey?.normalize("NFC").trim();
  if (search && "search_text" in table) {
    where.push(sql`${column(table, "search_text")} LIKE '%' || public.sen_unaccent(${likeEscape(search)}) || '%'`);
  }
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

/** One page of rows and the total, in the query's order (ties broken by id so pages never overlap). */
export async function listRows(
  db: TenantDb,
  definition: EntityDefinition,
  table: EntityTable,
  query: ListQuery,
  branches: string[],
) {
  const where = listConditions(definition, table, query, branches);
  const key = query.sortKey ?? definition.defaultSort?.key;
  const direction = query.sortKey ? query.sortType : (definition.defaultSort?.type ?? "asc");
  const order = key
    ? [direction === "desc" ? desc(column(table, key)) : asc(column(table, key))]
    : [desc(column(table, "created_at"))];
  const { search_text: _, ...columns } = getTableColumns(table) as Record<string, PgColumn>;
  const items = await db
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(...order, asc(column(table, "id")))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { items, total: total?.n ?? 0 };
}
