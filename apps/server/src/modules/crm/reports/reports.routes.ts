import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consultantReport } from "./consultant.report.js";
import { contactReport } from "./contact.report.js";
import { employeeReport } from "./employee.report.js";
import { marketingReport } from "./marketing.report.js";
import type { Report } from "./report.js";
import { reportContext, reportQuerySchema } from "./report-query.js";
import { telesaleReport } from "./telesale.report.js";
import { telesaleKpisReport } from "./telesale-kpis.report.js";
import { telesaleStatusReport } from "./telesale-status.report.js";
import { todoReport } from "./todo.report.js";

const REPORTS: readonly Report[] = [
  employeeReport,
  marketingReport,
  telesaleReport,
  telesaleKpisReport,
  telesaleStatusReport,
  consultantReport,
  contactReport,
  todoReport,
];

/**
 * The CRM reports under crm/reports/ (one menu page each): GET crm/reports/{name}?fromDate&toDate[&ma_nv], each
 * under its own menu command (crm.reports.{name}) with the read right, over the selected branches
 * (X-Branches) and the employees the user may see.
 */
export async function crmReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const report of REPORTS) {
    r.get(
      `/crm/reports/${report.name}`,
      {
        // A missing or wrong date is a form error (422), see reportContext.
        config: { access: { command: `crm.reports.${report.name}`, right: "read" }, answers: [422] },
        schema: {
          tags: ["crm"],
          summary: report.summary,
          querystring: reportQuerySchema,
          response: { 200: report.answer },
        },
      },
      (req) => req.tx((db) => report.run(db, reportContext(req, req.query))),
    );
  }
}
