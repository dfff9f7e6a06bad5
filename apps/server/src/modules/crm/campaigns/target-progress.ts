import { TASK_STATE } from "@sen/core";
import { and, asc, eq, getTableName, gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityBinding } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { withinDays } from "../../../platform/db/vietnam-days.js";
import { callLogs, partners, targets, tasks } from "../crm.tables.js";

const dateError = bilingual("Ngày theo dạng YYYY-MM-DD", "A date as YYYY-MM-DD");

export const progressQuerySchema = z
  .object({
    fromDate: z.iso.date(dateError),
    toDate: z.iso.date(dateError),
    ma_nv: z.string().trim().max(100).optional(),
  })
  .refine((q) => q.fromDate <= q.toDate, {
    path: ["toDate"],
    message: bilingual("Đến ngày phải từ Từ ngày trở đi", "The end must not be before the start"),
  });

export type ProgressQuery = z.infer<typeof progressQuerySchema>;

const MEASURES = ["doanh_thu", "kh_moi", "cuoc_goi", "lich_hen"] as const;
type Measure = (typeof MEASURES)[number];
const measures = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(MEASURES.map((m) => [m, value])) as Record<Measure, T>);

export const progressSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      ma_nv: z.string(),
      ten_nv: z.string().nullable(),
      tu_ngay: z.string(),
      den_ngay: z.string(),
      target: measures(z.number()),
      actual: measures(z.number()),
      /** Actual per hundred of the target, one decimal; null for a target of 0. */
      percent: measures(z.number().nullable()),
    }),
  ),
  total: z.number().int(),
  /** Revenue is counted once Sales records bills: until then its actual is 0. */
  revenue_pending: z.boolean(),
});

/** `table.column`, spelt out: Drizzle writes the columns of a select list without their table. */
const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** How many rows of the column's table count for the target's employee within the target's own days. */
function counted(employee: PgColumn, at: PgColumn, more?: SQL): SQL<number> {
  const where = and(
    sql`${qualified(employee)} = ${qualified(targets.ma_nv)}`,
    withinDays(qualified(at), qualified(targets.tu_ngay), qualified(targets.den_ngay)),
    more,
  );
  return sql<number>`(SELECT count(*)::int FROM ${employee.table} WHERE ${where})`;
}

const percent = (actual: number, target: number) => (target > 0 ? Math.round((actual / target) * 1000) / 10 : null);

/**
 * GET crm/targets/progress: each target (of the employees the user may see) overlapping the
 * period, with its actuals counted from the data over the target's own days: partners created
 * for the salesperson, calls logged by them, appointments of theirs done.
 */
export async function targetProgress(
  db: TenantDb,
  binding: EntityBinding,
  query: ProgressQuery,
  request: FastifyRequest,
) {
  const rows = await db
    .select({
      id: targets.id,
      ma_nv: targets.ma_nv,
      ten_nv: targets.ten_nv,
      tu_ngay: targets.tu_ngay,
      den_ngay: targets.den_ngay,
      doanh_thu: targets.doanh_thu,
      kh_moi: targets.kh_moi,
      cuoc_goi: targets.cuoc_goi,
      lich_hen: targets.lich_hen,
      actual_kh_moi: counted(partners.ma_nvbh, partners.created_at),
      actual_cuoc_goi: counted(callLogs.ma_nv, callLogs.bat_dau),
      actual_lich_hen: counted(tasks.ma_nv, tasks.bat_dau, sql`${qualified(tasks.trang_thai)} = ${TASK_STATE.done}`),
    })
    .from(targets)
    .where(
      and(
        lte(targets.tu_ngay, query.toDate),
        gte(targets.den_ngay, query.fromDate),
        query.ma_nv ? eq(targets.ma_nv, query.ma_nv) : undefined,
        binding.scope?.(request),
      ),
    )
    .orderBy(asc(targets.tu_ngay), asc(targets.ma_nv));
  const items = rows.map((row) => {
    const target = {
      doanh_thu: Number(row.doanh_thu ?? 0),
      kh_moi: row.kh_moi ?? 0,
      cuoc_goi: row.cuoc_goi ?? 0,
      lich_hen: row.lich_hen ?? 0,
    };
    const actual = {
      doanh_thu: 0,
      kh_moi: row.actual_kh_moi,
      cuoc_goi: row.actual_cuoc_goi,
      lich_hen: row.actual_lich_hen,
    };
    return {
      id: row.id,
      ma_nv: row.ma_nv,
      ten_nv: row.ten_nv,
      tu_ngay: row.tu_ngay,
      den_ngay: row.den_ngay,
      target,
      actual,
      percent: Object.fromEntries(MEASURES.map((m) => [m, percent(actual[m], target[m])])) as Record<
        Measure,
        number | null
      >,
    };
  });
  return { items, total: items.length, revenue_pending: true };
}
