import { entityAccess, productSetEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { productSets } from "../stock.tables.js";
import { replaceComponents, setComponents } from "./set-components.service.js";

const productSetBinding = bindEntity(productSetEntity, productSets);

const tags = ["stock"];
const params = z.object({ ma_bo: z.string().trim().min(1).max(100) });
const component = z.object({
  id: z.string().optional(),
  ma_vt: z.string(),
  ma_dvt: z.string(),
  so_luong: z.number(),
});
const setAnswer = z.object({ ma_bo: z.string(), ten_vt: z.string(), ma_dvt: z.string(), details: z.array(component) });
const line = z.object({
  ma_vt: z.string().trim().min(1, "Thành phần là bắt buộc").max(100),
  ma_dvt: z.string().trim().max(100).nullable().optional(),
  so_luong: z.number({ error: "Số lượng không hợp lệ" }).max(1e12),
});

/** The component rows of every set, and one set's components read and replaced at once (the editor). */
export async function productSetRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(productSetBinding));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/stock/product-sets/components/:ma_bo",
    {
      // 422: the code is not a product that may be a set (unknown, a service, another set's component).
      config: { access: entityAccess(productSetEntity, "get"), answers: [422] },
      schema: { tags, summary: "A set (combo) and its components", params, response: { 200: setAnswer } },
    },
    (req) => req.tx((db) => setComponents(db, req.params.ma_bo)),
  );

  r.put(
    "/stock/product-sets/components/:ma_bo",
    {
      config: { access: entityAccess(productSetEntity, "update") },
      schema: {
        tags,
        summary: "Replaces a set's components: stocked goods, not the set, not a set; the set stops being stocked",
        params,
        body: z.object({ details: z.array(line).max(200) }),
        response: { 200: setAnswer },
      },
    },
    (req) => req.tx((db) => replaceComponents(db, req, req.params.ma_bo, req.body.details)),
  );
}
