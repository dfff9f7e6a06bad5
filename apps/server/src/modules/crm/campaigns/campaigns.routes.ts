import {
  broadcastEntity,
  campaignEntity,
  campaignPartnerEntity,
  type EntityDefinition,
  type EntityOperation,
  entityAccess,
  targetEntity,
} from "@sen/core";
import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bindEntity, type RowScope } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { listOf } from "../../../platform/lists.js";
import { broadcasts, campaignPartners, campaigns, targets } from "../crm.tables.js";
import { employeeScope } from "../employee-scope.js";
import {
  broadcastRecipientPage,
  createBroadcast,
  type NewBroadcast,
  newBroadcastSchema,
  previewBroadcast,
  recipientChoiceSchema,
  recipientSchema,
  recipientsQuerySchema,
} from "./broadcasts.js";
import { addCampaignPartners, addedSchema, addPartnersSchema } from "./campaign-partners.js";
import { campaignSummary, campaignSummarySchema } from "./campaign-summary.js";
import { progressQuerySchema, progressSchema, targetProgress } from "./target-progress.js";

/** A campaign's partners are seen with their campaign: in the request's branches. */
const ofVisibleCampaign: RowScope = (request) =>
  sql`${campaignPartners.ma_chien_dich} IN (SELECT ${campaigns.ma_chien_dich} FROM ${campaigns}
        WHERE ${inArray(campaigns.ma_dvcs, request.branches)})`;

export const campaignBinding = bindEntity(campaignEntity, campaigns);
export const campaignPartnerBinding = bindEntity(campaignPartnerEntity, campaignPartners, { scope: ofVisibleCampaign });
export const targetBinding = bindEntity(targetEntity, targets, { scope: employeeScope(targets.ma_nv) });
export const broadcastBinding = bindEntity(broadcastEntity, broadcasts);

const tags = ["crm"];
const idParams = z.object({ id: z.uuid({ error: "id không hợp lệ" }) });
const may = (entity: EntityDefinition, operation: EntityOperation) => ({ access: entityAccess(entity, operation) });

export async function campaignRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/crm/campaigns/:id/partners",
    {
      config: may(campaignEntity, "update"),
      schema: {
        tags,
        summary: "Add partners to a campaign, picked or by a filter (those it holds already are skipped)",
        params: idParams,
        body: addPartnersSchema,
        response: { 200: addedSchema },
      },
    },
    (req) => req.tx((db) => addCampaignPartners(db, campaignBinding, req.params.id, req.body, req)),
  );
  r.get(
    "/crm/campaigns/:id/summary",
    {
      config: may(campaignEntity, "get"),
      schema: {
        tags,
        summary: "A campaign's partners by result, its appointments and the calls to its partners",
        params: idParams,
        response: { 200: campaignSummarySchema },
      },
    },
    (req) => req.tx((db) => campaignSummary(db, campaignBinding, req.params.id, req)),
  );

  r.get(
    "/crm/targets/progress",
    {
      // Two pages read it: the targets and the target report.
      config: {
        access: {
          anyOf: [entityAccess(targetEntity, "list"), { command: "crm.reports.target", right: "read" }],
        },
      },
      schema: {
        tags,
        summary: "Targets overlapping a period, with their actuals counted from the data",
        querystring: progressQuerySchema,
        response: { 200: progressSchema },
      },
    },
    (req) => req.tx((db) => targetProgress(db, targetBinding, req.query, req)),
  );

  r.post(
    "/crm/broadcasts/preview",
    {
      config: { ...may(broadcastEntity, "create"), bodyBranch: false },
      schema: {
        tags,
        summary: "How many partners a broadcast would reach, and the first 20",
        body: recipientChoiceSchema,
        response: { 200: z.object({ count: z.number().int(), sample: z.array(recipientSchema) }) },
      },
    },
    (req) => req.tx((db) => previewBroadcast(db, req.body, req)),
  );
  r.post(
    "/crm/broadcasts",
    {
      config: { ...may(broadcastEntity, "create"), bodyBranch: false },
      schema: {
        tags,
        summary: "Record a broadcast and a snapshot of its recipients (sending comes with messaging)",
        body: newBroadcastSchema,
        response: { 200: rowSchema(broadcastEntity) },
      },
    },
    (req) => req.tx((db) => createBroadcast(db, broadcastBinding, req.body as NewBroadcast, req)),
  );
  r.get(
    "/crm/broadcasts/:id/recipients",
    {
      config: may(broadcastEntity, "get"),
      schema: {
        tags,
        summary: "A broadcast's recipients as recorded, by line",
        params: idParams,
        querystring: recipientsQuerySchema,
        response: { 200: listOf(recipientSchema.extend({ line: z.number().int() })) },
      },
    },
    (req) => req.tx((db) => broadcastRecipientPage(db, broadcastBinding, req.params.id, req.query, req)),
  );

  await app.register(entityRoutes(campaignBinding));
  await app.register(entityRoutes(campaignPartnerBinding));
  await app.register(entityRoutes(targetBinding));
  await app.register(entityRoutes(broadcastBinding, { create: false }));
}
