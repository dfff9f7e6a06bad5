import { broadcastEntity, campaignEntity, campaignPartnerEntity, targetEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { broadcasts, campaignPartners, campaigns, targets } from "../crm.tables.js";

export const campaignBinding = bindEntity(campaignEntity, campaigns);
export const campaignPartnerBinding = bindEntity(campaignPartnerEntity, campaignPartners);
export const targetBinding = bindEntity(targetEntity, targets);
export const broadcastBinding = bindEntity(broadcastEntity, broadcasts);

export async function campaignRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(campaignBinding));
  await app.register(entityRoutes(campaignPartnerBinding));
  await app.register(entityRoutes(targetBinding));
  await app.register(entityRoutes(broadcastBinding));
}
