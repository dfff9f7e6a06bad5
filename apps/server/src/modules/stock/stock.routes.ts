import { unitEntity, warehouseEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { units, warehouses } from "./stock.tables.js";

const unitBinding = bindEntity(unitEntity, units);
const warehouseBinding = bindEntity(warehouseEntity, warehouses);

export async function stockRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(unitBinding));
  await app.register(entityRoutes(warehouseBinding));
}
