import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { wholeList } from "../../platform/lists.js";
import { sttList, sttQuery } from "./stt.schemas.js";
import { listStatuses } from "./stt.service.js";

export async function sttRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/stt",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["system"],
        summary: "Document status settings by document type, then order",
        querystring: sttQuery,
        response: { 200: sttList },
      },
    },
    async (req) => wholeList(await req.tx((db) => listStatuses(db, req.query))),
  );
}
