import type { FastifyInstance } from "fastify";

/** The CRM reports under crm/reports/ (spec 2). */
export async function crmReportRoutes(_app: FastifyInstance) {}
