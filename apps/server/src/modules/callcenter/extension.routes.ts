import { callCenterExtensionEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { callCenterExtensions } from "./callcenter.tables.js";
import { extensionHooks } from "./extension.service.js";

const extensionBinding = bindEntity(callCenterExtensionEntity, callCenterExtensions, { hooks: extensionHooks });

/** system/call-center/extensions: a branch's extensions and the agents who answer on them. */
export async function extensionRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(extensionBinding));
}
