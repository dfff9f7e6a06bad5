import { callCenterProviderEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { wholeList } from "../../platform/lists.js";
import { callCenterProviders } from "./callcenter.tables.js";
import { providerList } from "./provider.schemas.js";
import { listProviders } from "./provider.service.js";

const providerBinding = bindEntity(callCenterProviderEntity, callCenterProviders);

/**
 * crm/call-center: the providers' CRUD (GET /{id} is the setting record: wss, libs, widget,
 * widget_libs, enable); call-center/providers: every provider for the softphone at start-up.
 */
export async function providerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/call-center/providers",
    {
      config: { access: "signed-in" },
      schema: { tags: ["callcenter"], summary: "Call-center providers", response: { 200: providerList } },
    },
    async (req) => wholeList(await req.tx(listProviders)),
  );
  await app.register(entityRoutes(providerBinding));
}
