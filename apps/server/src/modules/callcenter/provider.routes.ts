import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { wholeList } from "../../platform/lists.js";
import { providerList } from "./provider.schemas.js";
import { listProviders } from "./provider.service.js";

export async function providerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/call-center/providers",
    {
      config: { access: "signed-in" },
      schema: { tags: ["callcenter"], summary: "Call-center providers", response: { 200: providerList } },
    },
    async (req) => wholeList(await req.tx(listProviders)),
  );
}
