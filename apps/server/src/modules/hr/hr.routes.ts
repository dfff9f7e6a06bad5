import { employeeEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { employees } from "./hr.tables.js";

export const employeeBinding = bindEntity(employeeEntity, employees);

export async function hrRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(employeeBinding));
}
