import { taxEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { taxes } from "./accounting.tables.js";

const taxBinding = bindEntity(taxEntity, taxes);

export async function accountingRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(taxBinding));
}
