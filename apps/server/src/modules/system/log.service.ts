import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { searchTerm } from "../../platform/crud/list-query.js";
import { containsTerm } from "../../platform/crud/list-where.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { auditLogs } from "../../platform/db/tenant-tables.js";
import { withinDays } from "../../platform/db/vietnam-days.js";

export interface LogFilter {
  searchKey?: string;
  fromDate?: string;
  toDate?: string;
  entity?: string;
  action?: string;
  user_name?: string;
  record_id?: string;
}

export function logWhere(filter: LogFilter): SQL | undefined {
  const where: SQL[] = [];
  const search = searchTerm(filter.searchKey);
  if (search) {
    where.push(
      containsTerm(
        sql`${auditLogs.user_name} || ' ' || ${auditLogs.entity} || ' ' || coalesce(${auditLogs.record_id}, '')`,
        search,
      ),
    );
  }
  const days = withinDays(auditLogs.at, filter.fromDate, filter.toDate);
  if (days) where.push(days);
  if (filter.entity) where.push(eq(auditLogs.entity, filter.entity));
  if (filter.action) where.push(eq(auditLogs.action, filter.action));
  if (filter.user_name) where.push(eq(sql`lower(${auditLogs.user_name})`, filter.user_name.toLowerCase()));
  if (filter.record_id) where.push(eq(auditLogs.record_id, filter.record_id));
  return and(...where);
}

export async function countLogs(db: TenantDb, filter: LogFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(auditLogs).where(logWhere(filter));
  return total?.n ?? 0;
}

/** One page of the audit log, newest first unless asked otherwise, with the total. */
export async function listLogs(
  db: TenantDb,
  query: LogFilter & { pageIndex: number; pageSize: number; sortType?: "asc" | "desc"; sortKey?: string },
) {
  const newestFirst = !query.sortKey || query.sortType !== "asc";
  const items = await db
    .select()
    .from(auditLogs)
    .where(logWhere(query))
    .orderBy(...(newestFirst ? [desc(auditLogs.at), desc(auditLogs.id)] : [asc(auditLogs.at), asc(auditLogs.id)]))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  return { items, total: await countLogs(db, query) };
}
