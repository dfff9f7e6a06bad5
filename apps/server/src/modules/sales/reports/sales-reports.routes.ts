import { SALES_REPORT_NAMES, SALES_REPORTS, type SalesReportDef } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reportBranches } from "../../accounting/reports/account-tree.js";
import { reportContext } from "../../crm/reports/report-query.js";
import { registerDashboardSources } from "./dashboard-sources.js";
import { employeeFilters } from "./report-employees.js";
import { runSalesReport, salesReportAnswer } from "./sales-reports.js";

const FILTERS = {
  ma_kh: "Customer code",
  ma_vt: "Item code",
  ma_nvbh: "Salesperson code",
  ma_dv: "Service code",
  ma_nv: "Technician (employee) code",
  nhan_vien: "Employee code (any role)",
} as const;

/** The period (checked by `reportContext`: a missing or wrong day is a form error, 422), branch, filters, page. */
function querySchema(def: SalesReportDef) {
  const filters = Object.fromEntries(
    def.filters.map((f) => [f, z.string().trim().max(50).optional().describe(`${FILTERS[f]} (blank: any)`)]),
  );
  const paging = def.paged
    ? {
        pageIndex: z.coerce.number().int().min(1).max(100_000).optional().describe("A page of the rows, from 1"),
        pageSize: z.coerce
          .number()
          .int()
          .min(1)
          .max(1000)
          .optional()
          .describe("Rows per page (at most 1,000); without it, every row of the period"),
      }
    : {};
  return z.object({
    fromDate: z.string().trim().optional().describe("First day, YYYY-MM-DD, in Vietnam's time (required)"),
    toDate: z.string().trim().optional().describe("Last day, YYYY-MM-DD, included (required)"),
    ma_dvcs: z.string().trim().max(20).optional().describe("One of the selected branches only"),
    ...filters,
    ...paging,
  });
}

/**
 * The sales reports: GET sales/reports/{name}?fromDate&toDate[&ma_dvcs][&its filters][&pageIndex&pageSize], each
 * under its menu command (sales.reports.{name}) with the read right, over the selected branches (X-Branches), one
 * of them when `ma_dvcs` names it (403 for another); a user limited to some employees sees only theirs in the employee
 * filters (report-employees.ts). The dashboards get the same documents' figures from here.
 */
export async function salesReportRoutes(app: FastifyInstance) {
  registerDashboardSources();
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const name of SALES_REPORT_NAMES) {
    const def: SalesReportDef = SALES_REPORTS[name];
    r.get(
      `/sales/reports/${name}`,
      {
        config: { access: { command: `sales.reports.${name}`, right: "read" }, answers: [422] },
        schema: {
          tags: ["sales"],
          summary: `The sales report ${name}, over posted documents only`,
          querystring: querySchema(def),
          response: { 200: salesReportAnswer(def) },
        },
      },
      (req) => {
        const query = req.query as Record<string, string | number | undefined>;
        const ctx = reportContext(req, { fromDate: req.query.fromDate, toDate: req.query.toDate });
        const pageSize = query.pageSize as number | undefined;
        return req.tx((db) =>
          runSalesReport(db, name, {
            from: ctx.from,
            to: ctx.to,
            branches: reportBranches(req.branches, req.query.ma_dvcs || undefined),
            filters: employeeFilters(
              req,
              def,
              Object.fromEntries(def.filters.map((f) => [f, query[f] as string | undefined])),
            ),
            page: pageSize ? { pageIndex: (query.pageIndex as number | undefined) ?? 1, pageSize } : undefined,
          }),
        );
      },
    );
  }
}
