import { AUDITED_PLATFORM_RECORDS, auditLogEntity, entityAccess, pick } from "@sen/core";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { entityExport, exportableColumns } from "../../platform/crud/export-columns.js";
import { exportQuerySchema, XLSX_ANSWER } from "../../platform/crud/export-route.js";
import { EXPORT_BATCH } from "../../platform/crud/list-export.js";
import { keysetBatches } from "../../platform/crud/list-keyset.js";
import { boundEntities } from "../../platform/crud/registry.js";
import { auditLogs } from "../../platform/db/tenant-tables.js";
import { languageOf } from "../../platform/messages.js";
import { sendXlsx } from "../../platform/xlsx-stream.js";
import { logWhere } from "./log.service.js";

/** The columns of the log screen: the list's, and the browser. */
const LOG_COLUMNS = ["at", "user_name", "action", "entity", "record_id", "ip", "user_agent"];

/**
 * GET system/logs/export: the audit log as the screen filters and orders it (newest first
 * unless asked otherwise), as an .xlsx streamed while it is read by keyset over `at`: the log
 * grows without end. Entities by their names, as the screen shows them. Export is the print right.
 */
export function logExportRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/logs/export",
    {
      config: { access: entityAccess(auditLogEntity, "export") },
      schema: {
        tags: ["system"],
        summary: "Export the audit log to Excel",
        querystring: exportQuerySchema(auditLogEntity, exportableColumns(auditLogEntity)),
        ...XLSX_ANSWER,
      },
    },
    (req, reply) => {
      const language = languageOf(req.headers["accept-language"]);
      const { columns = LOG_COLUMNS, name, sortKey, sortType, ...filter } = req.query;
      const names = new Map(Object.entries(AUDITED_PLATFORM_RECORDS).map(([n, label]) => [n, pick(label, language)]));
      for (const { definition } of boundEntities()) {
        if (!names.has(definition.name)) names.set(definition.name, pick(definition.label, language));
      }
      const sheet = entityExport(auditLogEntity, columns, language, {
        entity: (row) => names.get(String(row.entity)) ?? String(row.entity),
      });
      const { id, at, user_name, action, entity, record_id, ip, user_agent } = auditLogs;
      return sendXlsx(req, reply, {
        name: name ?? pick(auditLogEntity.label, language),
        columns: sheet.columns,
        batches: (signal) =>
          keysetBatches(
            (fn) => req.tx(fn),
            {
              table: auditLogs,
              where: logWhere(filter),
              order: { name: "at", key: sql`${at}`, descending: !sortKey || sortType !== "asc" },
              keyColumn: at,
              id,
              columns: { id, at, user_name, action, entity, record_id, ip, user_agent },
            },
            { size: EXPORT_BATCH, signal, decorate: sheet.decorate },
          ),
      });
    },
  );
}
