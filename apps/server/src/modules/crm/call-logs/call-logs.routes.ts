import { CALL_SOURCE, callLogEntity, entityAccess, taskEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listRows, pageOf } from "../../../platform/crud/list.js";
import { listQuerySchema } from "../../../platform/crud/list-query.js";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { callLogs } from "../crm.tables.js";
import { employeeScope } from "../employee-scope.js";
import { centerCallSchema, recordCenterCall } from "./call-center-log.js";
import { callLogFieldSchemas, callLogHooks } from "./call-log-rules.js";
import { createCallLog, type NewCallLog, newCallLogSchema, savedCallLogSchema } from "./create-call-log.js";

export const callLogBinding = bindEntity(callLogEntity, callLogs, {
  hooks: callLogHooks,
  fieldSchemas: callLogFieldSchemas,
  scope: employeeScope(callLogs.ma_nv),
  fills: ["ma_nv", "phone"],
});

const tags = ["crm"];
const CENTER = "crm.call-center.call-logs";
const row = rowSchema(callLogEntity);

/**
 * crm/call-logs: the generic routes, but POST saves a call with its follow-up appointment;
 * crm/call-center/call-logs: what the softphone writes, and their list.
 */
export async function callLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `/${callLogEntity.api}`,
    {
      config: {
        access: {
          needs: entityAccess(callLogEntity, "create"),
          whenAsked: [{ body: "follow_up", needs: entityAccess(taskEntity, "create") }],
        },
      },
      schema: {
        tags,
        summary: "Log a call, with its follow-up appointment (required when crm_calllog_force_task is on)",
        body: newCallLogSchema,
        response: { 200: savedCallLogSchema },
      },
    },
    (req) => req.tx((db) => createCallLog(db, callLogBinding, req.body as NewCallLog, req)),
  );

  r.post(
    "/crm/call-center/call-logs",
    {
      config: { access: { command: CENTER, right: "add" } },
      schema: {
        tags,
        summary: "The softphone's record of a call (the same call_id again updates it)",
        body: centerCallSchema,
        response: { 200: row },
      },
    },
    (req) => req.tx((db) => recordCenterCall(db, callLogBinding, req.body, req)),
  );

  r.get(
    "/crm/call-center/call-logs",
    {
      config: { access: { command: CENTER, right: "read" } },
      schema: {
        tags,
        summary: "Calls the softphone logged",
        querystring: listQuerySchema(callLogEntity),
        response: { 200: pageOf(row) },
      },
    },
    (req) =>
      req.tx((db) =>
        listRows(
          db,
          callLogEntity,
          callLogs,
          // The softphone's calls only, whatever the query says.
          { ...req.query, nguon: CALL_SOURCE.call_center },
          req.branches,
          callLogBinding.scope?.(req),
        ),
      ),
  );

  await app.register(entityRoutes(callLogBinding, { create: false }));
}
