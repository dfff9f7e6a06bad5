import type { FastifyInstance } from "fastify";
import { callLogRoutes } from "./call-logs/call-logs.routes.js";
import { campaignRoutes } from "./campaigns/campaigns.routes.js";
import { crmCategoryRoutes } from "./categories.routes.js";
import { partnerRoutes } from "./partners/partners.routes.js";
import { crmReportRoutes } from "./reports/reports.routes.js";
import { scheduleRoutes } from "./schedules/schedules.routes.js";

/** Every /api/crm/... route but the call-center providers (modules/callcenter). */
export async function crmRoutes(app: FastifyInstance) {
  await app.register(crmCategoryRoutes);
  await app.register(partnerRoutes);
  await app.register(scheduleRoutes);
  await app.register(callLogRoutes);
  await app.register(campaignRoutes);
  await app.register(crmReportRoutes);
}
