import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { wholeList } from "../../platform/lists.js";
import { dictionaryList, dictionaryQuery } from "./dictionary.schemas.js";
import { listDictionaries } from "./dictionary.service.js";

export async function dictionaryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/dictionaries",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["system"],
        summary: "Dictionary entries by list, then order",
        querystring: dictionaryQuery,
        response: { 200: dictionaryList },
      },
    },
    async (req) => wholeList(await req.tx((db) => listDictionaries(db, req.query))),
  );
}
