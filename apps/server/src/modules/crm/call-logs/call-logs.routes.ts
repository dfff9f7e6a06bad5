import { callLogEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { callLogs } from "../crm.tables.js";

export const callLogBinding = bindEntity(callLogEntity, callLogs);

export async function callLogRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(callLogBinding));
}
