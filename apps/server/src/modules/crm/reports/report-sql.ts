import { type SQL, sql } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { withinDays } from "../../../platform/db/vietnam-days.js";
import type { ReportContext } from "./report-query.js";

/*
 * The pieces every report's SQL is made of: the period as Vietnamese days, the branch and
 * employee scope, rows of facts from several tables summed per key, and the totals row.
 */

/** `alias.column` of a table in the report's FROM; both are names written in this code, never input. */
export const col = (alias: string, column: string): SQL => sql.raw(`${alias}.${column}`);

/** A time stamp within the period: from 00:00 of the first day to before 00:00 after the last, in Vietnam. */
export const inPeriod = (ctx: ReportContext, at: SQL): SQL => withinDays(at, ctx.from, ctx.to) ?? sql`true`;

/** A date column (a campaign's days) overlapping the period; an open end runs on. */
export const overlapsPeriod = (ctx: ReportContext, start: SQL, end: SQL): SQL =>
  sql`(${start} <= ${ctx.to}::date AND (${end} IS NULL OR ${end} >= ${ctx.from}::date))`;

export const codes = (list: readonly string[]): SQL => sql`${sql.param(list)}::text[]`;

export const inBranches = (ctx: ReportContext, branch: SQL): SQL => sql`${branch} = ANY(${codes(ctx.branches)})`;

/** Rows of the employees the report may show (the user's employee scope and the salesperson filter). */
export const ofEmployees = (ctx: ReportContext, employee: SQL): SQL =>
  ctx.employees ? sql`${employee} = ANY(${codes(ctx.employees)})` : sql`true`;

interface Scope {
  /** The employee column the user's scope applies to. */
  employee: string;
  /** The time column that must fall in the period. */
  time?: string;
}

/** WHERE of a branch-scoped table read under `alias`: its branches, its employees, its period. */
export function scoped(ctx: ReportContext, alias: string, { employee, time }: Scope): SQL {
  const where = [inBranches(ctx, col(alias, "ma_dvcs")), ofEmployees(ctx, col(alias, employee))];
  if (time) where.push(inPeriod(ctx, col(alias, time)));
  return sql.join(where, sql` AND `);
}

/** One table's contribution to a report: its rows grouped by `key`, some of the measures. */
export interface FactPart {
  key: SQL;
  from: SQL;
  values: Record<string, SQL>;
}

/**
 * The parts one under the other (UNION ALL), each grouped by its key, with every measure in the
 * same order: a measure a part does not give is 0 there. Columns: `k`, then the measures.
 */
export function factRows(measures: readonly string[], parts: readonly FactPart[]): SQL {
  return sql.join(
    parts.map((part) => {
      const values = measures.map((m) => sql`${part.values[m] ?? sql`0`} AS ${sql.identifier(m)}`);
      return sql`SELECT ${part.key} AS k, ${sql.join(values, sql`, `)} ${part.from} GROUP BY 1`;
    }),
    sql` UNION ALL `,
  );
}

/** `sum(alias.m)::int AS m` for each measure: whole counts, 0 on an empty group. */
export const sums = (alias: string, measures: readonly string[]): SQL =>
  sql.join(
    measures.map((m) => sql`coalesce(sum(${col(alias, m)}), 0)::int AS ${sql.identifier(m)}`),
    sql`, `,
  );

/** `part` as a percentage of `whole` with one decimal; null when the whole is 0. */
export const percent = (part: SQL, whole: SQL): SQL => sql`round(100.0 * (${part}) / nullif(${whole}, 0), 1)::float8`;

/**
 * A report's rows and its totals from one query grouped by GROUPING SETS ((key), ()): the row of
 * the empty set (`is_total`) is the totals, present even when no row is.
 */
export async function rowsAndTotals<A extends { rows: unknown[]; totals: unknown }>(
  db: TenantDb,
  query: SQL,
): Promise<A> {
  const { rows } = await db.execute<Record<string, unknown> & { is_total: boolean }>(query);
  const totals = rows.find((r) => r.is_total);
  if (!totals) throw new Error("report query gave no totals row");
  // The query's column names and types are the answer's (its schema checks them on the way out).
  return { rows: rows.filter((r) => !r.is_total), totals } as unknown as A;
}

/** The employee's name, or the code of one no longer in the staff list. */
export const employeeName = (code: SQL): SQL =>
  sql`coalesce((SELECT e.ten_nv FROM employees e WHERE e.ma_nv = ${code}), ${code})`;

/**
 * The people a role report lists: active employees of that role in the selected branches (or
 * none), those of that role who have `activity` rows, and, once a salesperson is picked, anyone
 * with activity. `activity` is a CTE name with a `ma_nv` column.
 */
export function staffOf(ctx: ReportContext, role: string, activity: string): SQL {
  const rows = sql.raw(activity);
  return sql`
    SELECT e.ma_nv FROM employees e
    WHERE e.chuc_vu = ${role} AND e.status
      AND (e.ma_dvcs IS NULL OR ${inBranches(ctx, sql`e.ma_dvcs`)})
      AND ${ofEmployees(ctx, sql`e.ma_nv`)}
    UNION
    SELECT a.ma_nv FROM ${rows} a
    WHERE ${ctx.picked} OR EXISTS (SELECT 1 FROM employees e WHERE e.ma_nv = a.ma_nv AND e.chuc_vu = ${role})`;
}
