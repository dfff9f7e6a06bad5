import { type EntityDefinition, entityAccess, pick, XLSX_MIME } from "@sen/core";
import { and } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TenantDb } from "../db/tenant-db.js";
import { languageOf } from "../messages.js";
import { sendXlsx } from "../xlsx-stream.js";
import { entityExport, exportableColumns, listColumns } from "./export-columns.js";
import { EXPORT_BATCH, listBatches } from "./list-export.js";
import { listQuerySchema } from "./list-query.js";
import { bilingual } from "./messages.js";
import type { EntityBinding, Row } from "./registry.js";
import { revealed, unsealedQuery } from "./sealed.js";

/**
 * What an export takes besides the list's query: the columns to write, in order (default: the
 * list's), and the name of the sheet and of the file (default: the entity's, in the request's language).
 */
export function exportQuerySchema(definition: EntityDefinition, allowed: readonly string[]) {
  const error = bilingual(
    `Cột xuất được: ${allowed.join(", ")}`,
    `Columns that can be exported: ${allowed.join(", ")}`,
  );
  return listQuerySchema(definition)
    .omit({ pageIndex: true, pageSize: true })
    .extend({
      columns: z
        .string()
        .max(2_000, error)
        .transform((text) => [...new Set(text.split(",").map((c) => c.trim()))].filter(Boolean))
        .refine((names) => names.length > 0 && names.every((c) => allowed.includes(c)), error)
        .optional()
        .describe("Column names, comma-separated, in the order to write them (default: the list's columns)"),
      name: z
        .string()
        .trim()
        .min(1, bilingual("Tên không được để trống", "The name may not be blank"))
        .max(100, bilingual("Tên tối đa 100 ký tự", "At most 100 characters"))
        .optional()
        .describe("The sheet's name, which the file is named after (default: the entity's)"),
    });
}

/** How OpenAPI describes an export's answer: a workbook, not JSON. */
export const XLSX_ANSWER = {
  produces: [XLSX_MIME],
  description: "Answers the .xlsx workbook, streamed, named in Content-Disposition.",
};

/**
 * GET {api}/export: every row of the list as GET {api} would page it (search, filters, sort,
 * dates, the request's branches and the entity's employee scope) as an .xlsx workbook streamed
 * while it is read (README "Lists and forms"). Export is the print right.
 */
export function exportRoute(app: FastifyInstance, binding: EntityBinding) {
  const { definition, table } = binding;
  const querystring = exportQuerySchema(definition, exportableColumns(definition));
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${definition.api}/export`,
    {
      config: { access: entityAccess(definition, "export") },
      schema: {
        tags: [definition.api.split("/")[0] ?? "entities"],
        summary: `Export ${definition.label.en ?? definition.label.vi} to Excel`,
        querystring,
        ...XLSX_ANSWER,
      },
    },
    async (req, reply) => {
      const language = languageOf(req.headers["accept-language"]);
      const { columns = listColumns(definition), name, ...query } = req.query;
      const sheet = entityExport(definition, columns, language);
      const unsealed = binding.sealed
        ? await req.tx((db) => unsealedQuery(db, binding, req, query))
        : { query, where: undefined };
      const scope = and(binding.scope?.(req), unsealed.where);
      const decorate = binding.sealed
        ? async (db: TenantDb, rows: Row[]) => {
            await revealed(db, binding, req, rows);
            await sheet.decorate(db, rows);
          }
        : sheet.decorate;
      return sendXlsx(req, reply, {
        name: name ?? pick(definition.label, language),
        columns: sheet.columns,
        batches: (signal) =>
          listBatches(
            (fn) => req.tx(fn),
            definition,
            table,
            { pageIndex: 1, pageSize: 10, ...unsealed.query },
            req.branches,
            scope,
            {
              size: EXPORT_BATCH,
              signal,
              decorate,
            },
          ),
      });
    },
  );
}
