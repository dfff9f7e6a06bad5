import { taskEntity, ticketEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { tasks, tickets } from "../crm.tables.js";

export const taskBinding = bindEntity(taskEntity, tasks);
export const ticketBinding = bindEntity(ticketEntity, tickets);

export async function scheduleRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(taskBinding));
  await app.register(entityRoutes(ticketBinding));
}
