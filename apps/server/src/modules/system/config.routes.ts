import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { wholeList } from "../../platform/lists.js";
import { configList } from "./config.schemas.js";
import { listConfigs } from "./config.service.js";

export async function configRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/configs",
    {
      config: { access: "signed-in" },
      schema: { tags: ["system"], summary: "Every config entry", response: { 200: configList } },
    },
    async (req) => wholeList(await req.tx(listConfigs)),
  );
}
