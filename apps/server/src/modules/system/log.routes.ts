import { auditLogEntity, entityAccess } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerySchema } from "../../platform/crud/list-query.js";
import { listOf } from "../../platform/lists.js";
import { countLogs, listLogs } from "./log.service.js";
import { logExportRoute } from "./log-export.js";

const tags = ["system"];
const access = { access: entityAccess(auditLogEntity, "list") };

const logQuery = listQuerySchema(auditLogEntity);
const logFilter = logQuery.omit({ pageIndex: true, pageSize: true, sortKey: true, sortType: true });

const logEntry = z.object({
  id: z.number(),
  at: z.date(),
  user_id: z.string().nullable(),
  user_name: z.string(),
  session_id: z.string().nullable(),
  ip: z.string(),
  user_agent: z.string(),
  action: z.string(),
  entity: z.string(),
  record_id: z.string().nullable(),
  old_values: z.unknown(),
  new_values: z.unknown(),
});

/**
 * The audit log (system.logs): read only; there is no write route, and a trigger refuses any
 * change to its rows. fromDate/toDate are days in Vietnam's time.
 */
export async function logRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/system/logs",
    {
      config: access,
      schema: {
        tags,
        summary: "The audit log, newest first",
        querystring: logQuery,
        response: { 200: listOf(logEntry) },
      },
    },
    (req) => req.tx((db) => listLogs(db, req.query)),
  );

  r.get(
    "/system/logs/total",
    {
      config: access,
      schema: {
        tags,
        summary: "How many audit rows match the same filters",
        querystring: logFilter,
        response: { 200: z.object({ total: z.number() }) },
      },
    },
    async (req) => ({ total: await req.tx((db) => countLogs(db, req.query)) }),
  );

  logExportRoute(app);
}
