import { entityAccess, sttEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { rowSchema } from "../../platform/crud/row-schema.js";
import { writeSchema } from "../../platform/crud/schema.js";
import { crud } from "../../platform/crud/service.js";
import { listOf } from "../../platform/lists.js";
import { saveStatuses, sttHooks } from "./stt.service.js";
import { stt } from "./system.tables.js";

const sttBinding = bindEntity(sttEntity, stt, {
  key: ["ma_ct", "status"],
  lookupOrder: ["ma_ct", "sort", "status"],
  hooks: sttHooks,
});

const BATCH_LIMIT = 500;

/**
 * system/stt: the engine's routes (also by /{ma_ct}/{status}), lookup of the statuses in use
 * (start-up), upsert by (ma_ct, status), and a batch PUT saving a whole workflow at once.
 */
export async function sttRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(sttBinding));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: entityAccess(sttEntity, "update") };
  const body = writeSchema(sttEntity);
  const row = rowSchema(sttEntity);

  r.post(
    "/system/stt/upsert",
    {
      config: access,
      schema: {
        tags: ["system"],
        summary: "Create or update the status of a document type (by ma_ct and status)",
        body,
        response: { 200: row },
      },
    },
    (req) => req.tx((db) => crud.upsert(db, sttBinding, req.body, req)),
  );

  r.put(
    "/system/stt",
    {
      config: access,
      schema: {
        tags: ["system"],
        summary: "Save many statuses by (ma_ct, status) in one transaction: all or nothing",
        body: z.array(body).min(1).max(BATCH_LIMIT),
        response: { 200: listOf(row) },
      },
    },
    (req) => req.tx((db) => saveStatuses(db, sttBinding, req.body, req)),
  );
}
