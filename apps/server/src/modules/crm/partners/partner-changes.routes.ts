import { entityAccess, partnerEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { importRoutes } from "../../../platform/import/import-routes.js";
import { partnerImport } from "./import.js";
import { partnerImportBodies } from "./import-rows.js";
import { mergeBody, mergePartners } from "./merge.js";
import { transferBody, transferPartners } from "./transfer.js";

const tags = ["crm"];

/** What changes partners in bulk: transfers, merges and imports. */
export async function partnerChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  importRoutes(app, {
    path: "/crm/partners",
    tags,
    access: entityAccess(partnerEntity, "create"),
    what: "customer",
    previewAs: "partner",
    bodies: partnerImportBodies,
    definition: partnerImport,
    bodyBranch: true,
  });
}
