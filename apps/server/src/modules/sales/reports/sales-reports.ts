import { fromFixed, SALES_REPORTS, type SalesReportDef, type SalesReportName, toFixed } from "@sen/core";
import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { carriedTotal } from "./report-sql-parts.js";
import { CARRYING_TOTALS, SALES_REPORT_SQL, SALES_TOTALS_SQL } from "./sales-report-sql.js";

/**
 * The document a row comes from, for a link to it: reports with a document number carry it, and the row's place in
 * the document (a line, a package) when a document gives several rows.
 */
const documentKeys = { stt_rec: z.string(), ma_ct: z.string(), line: z.number().optional() };

const valueSchema = (kind: string) =>
  kind === "text" ? z.string().nullable() : kind === "date" ? z.string() : z.number();

/** `{ items, totals }` of a report, its rows' columns as the shared definition lists them. */
export function salesReportAnswer(def: SalesReportDef) {
  const row = Object.fromEntries(def.columns.map((c) => [c.key, valueSchema(c.kind)]));
  const numbered = def.columns.some((c) => c.key === "so_ct");
  return z.object({
    items: z.array(z.object({ ...row, ...(numbered ? documentKeys : {}) })),
    totals: z.object(Object.fromEntries(def.totals.map((key) => [key, z.number()]))),
    pageIndex: z.number().optional(),
    pageSize: z.number().optional(),
    /** Rows follow this page. */
    more: z.boolean().optional(),
  });
}

export interface SalesReportRequest {
  from: string;
  to: string;
  branches: string[];
  /** The report's own filters by name (blank: any). */
  filters: Partial<Record<string, string>>;
  page?: { pageIndex: number; pageSize: number };
}

type Answer = { items: Record<string, unknown>[]; totals: Record<string, number> } & Record<string, unknown>;

/** Numbers as numbers (the database gives its numerics as text), without the totals a row may carry. */
function typed(def: SalesReportDef, row: Record<string, unknown>) {
  for (const c of def.columns) {
    if (c.kind !== "text" && c.kind !== "date") row[c.key] = Number(row[c.key] ?? 0);
  }
  for (const key of def.totals) delete row[carriedTotal(key)];
  return row;
}

/**
 * A report's rows without their final ORDER BY (the last one outside any parentheses), for the totals: unsorted, the
 * rows' columns the sums do not read (names looked up per row) are never computed.
 */
function unordered(rows: string): string {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < rows.length; i++) {
    const c = rows[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (depth === 0 && rows.startsWith("ORDER BY", i)) cut = i;
  }
  return cut < 0 ? rows : rows.slice(0, cut);
}

/** Decimal places the totals are added up to: more than any report's column has. */
const SCALE = 6;

/** The totals of a report given all its rows (as the database gave them), added up exactly. */
function summed(def: SalesReportDef, rows: Record<string, unknown>[]) {
  return Object.fromEntries(
    def.totals.map((key) => [
      key,
      Number(
        fromFixed(
          rows.reduce((sum, r) => sum + toFixed(String(r[key] ?? 0), SCALE), 0n),
          SCALE,
        ),
      ),
    ]),
  );
}

/**
 * A report's rows (a page of them when asked) and its totals over every row of the period: the sums of the rows
 * when they are all read anyway, else asked of the database beside the page.
 */
export async function runSalesReport(db: TenantDb, name: SalesReportName, req: SalesReportRequest): Promise<Answer> {
  const def: SalesReportDef = SALES_REPORTS[name];
  const rows = SALES_REPORT_SQL[name];
  const params: unknown[] = [
    req.from,
    req.to,
    req.branches,
    ...def.filters.map((f) => req.filters[f]?.trim().toUpperCase() || null),
  ];
  const n = params.length;
  const page = req.page;
  // A month's rows are too few for compiling the query (JIT) to pay: it cost 50 to 700 ms a report at 2,000,000 bills;
  // and a month's packages or lines grouped one by one need more than the default memory not to spill to disk.
  db.later("SET LOCAL jit = off");
  db.later("SET LOCAL work_mem = '16MB'");
  if (!page) {
    const found = await db.$client.query(rows, params);
    const totals = summed(def, found.rows);
    return { items: found.rows.map((r) => typed(def, r)), totals };
  }
  const sums = def.totals.map((key) => `coalesce(sum(r.${key}), 0) AS ${key}`).join(", ");
  const totalsOf = () =>
    db.$client.query(`SELECT ${sums} FROM (${SALES_TOTALS_SQL[name] ?? unordered(rows)}) r`, params);
  const pageOf = () =>
    db.$client.query(`${rows} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      page.pageSize + 1,
      (page.pageIndex - 1) * page.pageSize,
    ]);
  let sum: { rows: Record<string, unknown>[] };
  let found: { rows: Record<string, unknown>[] };
  if (CARRYING_TOTALS.has(name)) {
    // The page brings the totals; a page past the last row has none to bring.
    found = await pageOf();
    const first = found.rows[0];
    sum = first
      ? { rows: [Object.fromEntries(def.totals.map((key) => [key, first[carriedTotal(key)]]))] }
      : await totalsOf();
  } else {
    // Both asked at once: the connection pipelines them, one round trip.
    [sum, found] = await Promise.all([totalsOf(), pageOf()]);
  }
  const totals = sum.rows[0] ?? {};
  const answer: Answer = {
    items: found.rows.slice(0, page.pageSize).map((r) => typed(def, r)),
    totals: Object.fromEntries(def.totals.map((key) => [key, Number(totals[key] ?? 0)])),
  };
  return { ...answer, pageIndex: page.pageIndex, pageSize: page.pageSize, more: found.rows.length > page.pageSize };
}
