import { custom1Entity, custom2Entity, custom3Entity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { custom1, custom2, custom3 } from "./system.tables.js";

const bindings = [
  bindEntity(custom1Entity, custom1),
  bindEntity(custom2Entity, custom2),
  bindEntity(custom3Entity, custom3),
];

/** system/custom1, custom2 and custom3: the tenant's own lists, each with lookup and CRUD. */
export async function customListRoutes(app: FastifyInstance) {
  for (const binding of bindings) await app.register(entityRoutes(binding));
}
