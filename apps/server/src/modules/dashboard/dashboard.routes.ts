import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analytics, analyticsSchema } from "./analytics/analytics.js";
import { dashboardContext, periodQuerySchema } from "./dashboard-period.js";
import { ecommerce, ecommerceSchema } from "./ecommerce/ecommerce.js";

const tags = ["dashboard"];

/**
 * The two dashboards, each under its own menu command: GET dashboard/analytics and
 * dashboard/ecommerce?fromDate&toDate, over the selected branches (X-Branches) and the employees
 * the user may see. A missing or wrong day, or more than 366 days, is a form error (422).
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/dashboard/analytics",
    {
      config: { access: { command: "dashboard.analytics", right: "read" }, answers: [422] },
      schema: {
        tags,
        summary:
          "CRM figures of the period: new partners, appointments and tickets due today or overdue, calls and their outcomes, running campaigns, targets, top salespeople. A block is left out when the user may not read its screen.",
        querystring: periodQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    (req) => req.tx((db) => analytics(db, dashboardContext(req, req.query), req)),
  );
  r.get(
    "/dashboard/ecommerce",
    {
      config: { access: { command: "dashboard.ecommerce", right: "read" }, answers: [422] },
      schema: {
        tags,
        summary:
          "Sales figures of the period: revenue, bills, average bill, best products and services, payment mix, by day and by branch; empty until a sales module registers its figures.",
        querystring: periodQuerySchema,
        response: { 200: ecommerceSchema },
      },
    },
    (req) => req.tx((db) => ecommerce(db, dashboardContext(req, req.query), req)),
  );
}
