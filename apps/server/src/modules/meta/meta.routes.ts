import { entityAccess } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { boundEntities, type EntityBinding } from "../../platform/crud/registry.js";
import { valueExists } from "../../platform/crud/service.js";
import { AppError } from "../../platform/errors.js";

/**
 * The entity definitions the server knows, so that the web app draws /generic screens and
 * lists and forms from them; and the generic uniqueness check forms make as a value is typed.
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

  // The generic check names an entity by the last segment of its path; one under crm/ answers it itself.
  const segments = new Map<string, EntityBinding>();
  for (const binding of boundEntities()) {
    const segment = binding.definition.api.split("/").at(-1) ?? "";
    if (!segments.has(segment)) segments.set(segment, binding);
  }
  for (const [segment, binding] of segments) {
    const { definition } = binding;
    const unique = definition.fields.filter((f) => f.unique).map((f) => f.name);
    if (definition.api === `crm/${segment}` || unique.length === 0) continue;
    r.get(
      `/crm/${segment}/:id/exists/:field/:value`,
      {
        config: { access: entityAccess(definition, "get") },
        schema: {
          tags: ["meta"],
          summary: `Whether another ${definition.label.en ?? definition.label.vi} holds the value; id 'undefined' means a new one`,
          params: z.object({ id: z.string(), field: z.string(), value: z.string() }),
          response: { 200: z.object({ exists: z.boolean() }) },
        },
      },
      async (req) => {
        const { id, field, value } = req.params;
        if (!unique.includes(field)) throw new AppError(404, "record_not_found");
        const except = z.uuid().safeParse(id).success ? id : undefined;
        return { exists: await req.tx((db) => valueExists(db, binding, field, value, except)) };
      },
    );
  }
}
