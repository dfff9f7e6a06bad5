import { SALES_REPORTS, type SalesReportDef, type SalesReportName } from "@sen/core";
import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { SALES_REPORT_SQL } from "./sales-report-sql.js";

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

/** Numbers as numbers (the database gives its numerics as text). */
function typed(def: SalesReportDef, row: Record<string, unknown>) {
  for (const c of def.columns) {
    if (c.kind !== "text" && c.kind !== "date") row[c.key] = Number(row[c.key] ?? 0);
  }
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

/** A report's rows (a page of them when asked) and its totals over every row of the period. */
export async function runSalesReport(db: TenantDb, name: SalesReportName, req: SalesReportRequest): Promise<Answer> {
  const def: SalesReportDef = SALES_REPORTS[name];
  const rows = SALES_REPORT_SQL[name];
  const params: unknown[] = [
    req.from,
    req.to,
    req.branches,
    ...def.filters.map((f) => req.filters[f]?.trim().toUpperCase() || null),
  ];
  const sums = def.totals.map((key) => `coalesce(sum(r.${key}), 0) AS ${key}`).join(", ");
  const n = params.length;
  const page = req.page;
  // Both asked at once: the connection pipelines them, one round trip.
  const [sum, found] = await Promise.all([
    db.$client.query(`SELECT ${sums} FROM (${unordered(rows)}) r`, params),
    page
      ? db.$client.query(`${rows} LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...params,
          page.pageSize + 1,
          (page.pageIndex - 1) * page.pageSize,
        ])
      : db.$client.query(rows, params),
  ]);
  const totals = sum.rows[0] ?? {};
  const answer: Answer = {
    items: found.rows.slice(0, page?.pageSize).map((r) => typed(def, r)),
    totals: Object.fromEntries(def.totals.map((key) => [key, Number(totals[key] ?? 0)])),
  };
  if (!page) return answer;
  return { ...answer, pageIndex: page.pageIndex, pageSize: page.pageSize, more: found.rows.length > page.pageSize };
}
