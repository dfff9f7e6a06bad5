import { hasRight } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../platform/authentication.js";
import { boundEntities, entityBySegment } from "../../platform/crud/registry.js";
import { valueExists } from "../../platform/crud/service.js";
import { AppError, forbidden } from "../../platform/errors.js";

/**
 * The entity definitions the server knows, so that the web app draws /generic screens and
 * lists and forms from them; and the generic uniqueness check of spec 5.
 */
export async function metaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/meta/entities",
    { config: { access: "signed-in" }, schema: { tags: ["meta"], summary: "Every entity definition" } },
    async () => {
      const items = boundEntities().map((b) => b.definition);
      return { items, total: items.length };
    },
  );

  r.get(
    "/crm/:entity/:id/exists/:field/:value",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["meta"],
        summary: "Whether another record holds the value (truthy when it exists); id 'undefined' means a new record",
        params: z.object({ entity: z.string(), id: z.string(), field: z.string(), value: z.string() }),
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (req) => {
      const binding = entityBySegment(req.params.entity);
      const field = binding?.definition.fields.find((f) => f.name === req.params.field && f.unique);
      if (!binding || !field) throw new AppError(404, "record_not_found");
      if (!hasRight(signedIn(req).user, binding.definition.command, "read")) throw forbidden();
      const except = z.uuid().safeParse(req.params.id).success ? req.params.id : undefined;
      return { exists: await req.tx((db) => valueExists(db, binding, field.name, req.params.value, except)) };
    },
  );
}
