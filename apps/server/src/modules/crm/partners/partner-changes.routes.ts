import { entityAccess, partnerEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { localize } from "../../../platform/crud/messages.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { langOf } from "../../../platform/errors.js";
import { importPartners } from "./import.js";
import { checkImport } from "./import-check.js";
import { importBody, importCheckBody } from "./import-rows.js";
import { mergeBody, mergePartners } from "./merge.js";
import { transferBody, transferPartners } from "./transfer.js";

const tags = ["crm"];
const MiB = 1024 * 1024;
const problems = z.array(z.string());

/** What changes partners in bulk: transfers, merges and imports. */
export async function partnerChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A whole sheet of 5,000 rows is checked in one call: more than the usual body.
  const sheetLimit = Math.max(app.initialConfig.bodyLimit ?? 0, 8 * MiB);

  r.post(
    "/crm/partners-transfer",
    {
      config: { access: { command: "crm.partners-transfer", right: "edit" }, bodyBranch: false },
      schema: {
        tags,
        summary: "Moves customers (by id, or all of ma_nvbh_cu) to salesperson ma_nvbh_moi, with history",
        body: transferBody,
        response: { 200: z.object({ transferred: z.number().int() }) },
      },
    },
    (req) => req.tx((db) => transferPartners(db, req, req.body)),
  );

  r.post(
    "/crm/partners/merge",
    {
      // The kept partner is edited, the other deleted.
      config: {
        access: {
          allOf: [entityAccess(partnerEntity, "update"), entityAccess(partnerEntity, "delete")],
        },
        bodyBranch: false,
      },
      schema: {
        tags,
        summary: "Merges customer `remove` into `keep` (records, empty fields); needs edit and delete",
        body: mergeBody,
        response: { 200: rowSchema(partnerEntity) },
      },
    },
    (req) => req.tx((db) => mergePartners(db, req, req.body)),
  );

  r.post(
    "/crm/partners/import/check",
    {
      bodyLimit: sheetLimit,
      config: { access: entityAccess(partnerEntity, "create"), bodyBranch: false },
      schema: {
        tags,
        summary:
          "Checks the rows of a sheet to import (at most 5,000), each with its problems or the customer it gives",
        body: importCheckBody,
        response: {
          200: z.object({
            rows: z.array(
              z.object({ line: z.number().int(), problems, partner: z.record(z.string(), z.unknown()).optional() }),
            ),
          }),
        },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const checked = await req.tx((db) => checkImport(db, req, req.body.rows));
      return {
        rows: checked.map((row) => ({
          line: row.line,
          problems: row.problems.map((p) => localize(p, lang)),
          partner: row.preview,
        })),
      };
    },
  );

  r.post(
    "/crm/partners/import",
    {
      bodyLimit: sheetLimit,
      config: { access: entityAccess(partnerEntity, "create") },
      schema: {
        tags,
        summary: "Creates the good rows of a batch (at most 500) in one transaction; the others come back",
        body: importBody,
        response: {
          200: z.object({
            created: z.number().int(),
            skipped: z.array(z.object({ line: z.number().int(), problems })),
          }),
        },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const result = await req.tx((db) => importPartners(db, req, req.body));
      return {
        created: result.created,
        skipped: result.skipped.map((s) => ({ line: s.line, problems: s.problems.map((p) => localize(p, lang)) })),
      };
    },
  );
}
