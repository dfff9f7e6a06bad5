import { complaintEntity, partnerEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { complaints, partners } from "../crm.tables.js";

export const partnerBinding = bindEntity(partnerEntity, partners);
const complaintBinding = bindEntity(complaintEntity, complaints);

export async function partnerRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(partnerBinding));
  await app.register(entityRoutes(complaintBinding));
}
