import { discountCodeEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { discountCodes } from "./sales.tables.js";

const discountCodeBinding = bindEntity(discountCodeEntity, discountCodes);

export async function salesRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(discountCodeBinding));
}
