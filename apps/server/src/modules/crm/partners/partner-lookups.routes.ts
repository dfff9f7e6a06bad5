import { entityAccess, partnerEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../../platform/authentication.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { findRow } from "../../../platform/crud/service.js";
import { langOf } from "../../../platform/errors.js";
import { duplicatePhones, duplicatesQuery } from "./duplicates.js";
import { partnerBinding } from "./partner-bindings.js";
import { phoneExists, phoneOwner, websiteOwner } from "./partner-checks.js";
import { partnerTimeline, TIMELINE_KINDS } from "./timeline.js";

const tags = ["crm"];
const read = { access: entityAccess(partnerEntity, "list") };
const valueParams = z.object({ id: z.string().max(100), value: z.string().max(500) });
const employeeQuery = z.object({ ma_nvbh: z.string().trim().max(100).optional() });
// The form shows the salesperson, and links to the customer only for a user who may open it.
const employeeAnswer = z.discriminatedUnion("exists", [
  z.object({ exists: z.literal(false) }),
  z.object({
    exists: z.literal(true),
    ma_nvbh: z.string().describe("The salesperson handling the other customer"),
    ten_nvbh: z.string().nullable(),
    visible: z.boolean().describe("The user may open that customer (sees its salesperson, works in its branch)"),
    stt_rec: z.string().optional().describe("That customer's id, for the link: only when visible"),
  }),
]);
const timelineItem = z.object({
  kind: z.enum(TIMELINE_KINDS),
  id: z.string(),
  at: z.date(),
  title: z.string(),
  status: z.string().optional(),
  employee: z.string().optional(),
  detail: z.string().optional(),
});

/** What the partner screens look up: the form's uniqueness checks, a partner's history, duplicates, transfers made. */
export async function partnerLookupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/crm/partners/:id/exists/phone/:value",
    {
      config: read,
      schema: {
        tags,
        summary: "Whether another customer has the phone (normalized; id missing or 'undefined' = a new one)",
        params: valueParams,
        response: { 200: z.object({ exists: z.boolean() }) },
      },
    },
    async (req) => ({ exists: await req.tx((db) => phoneExists(db, req.params.id, req.params.value)) }),
  );

  // The form rules 'unique-partner-phone-employee' and 'unique-partner-website-employee': one question, two fields.
  for (const [field, owner] of [
    ["phone", phoneOwner],
    ["website", websiteOwner],
  ] as const) {
    r.get(
      `/crm/partners/:id/exists/${field}/:value/employee`,
      {
        config: read,
        schema: {
          tags,
          summary: `Whether another salesperson (than ma_nvbh, default the user's) handles a customer with the ${field}`,
          params: valueParams,
          querystring: employeeQuery,
          response: { 200: employeeAnswer },
        },
      },
      (req) => req.tx((db) => owner(db, signedIn(req).user, req.params.id, req.params.value, req.query.ma_nvbh)),
    );
  }

  r.get(
    "/crm/partners/:id/timeline",
    {
      config: read,
      schema: {
        tags,
        summary: "A customer's appointments, tickets, calls, complaints and transfers, newest first",
        params: z.object({ id: z.uuid({ error: "id không hợp lệ" }) }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
        response: { 200: z.object({ items: z.array(timelineItem) }) },
      },
    },
    (req) =>
      req.tx(async (db) => {
        const partner = await findRow(db, partnerBinding, req.params.id, req);
        const code = typeof partner.ma_kh === "string" ? partner.ma_kh : undefined;
        return { items: code ? await partnerTimeline(db, code, req.query.limit, langOf(req)) : [] };
      }),
  );

  r.get(
    "/crm/partners/duplicates",
    {
      config: read,
      schema: {
        tags,
        summary: "Numbers shared by two or more customers (as phone or other phone), with those customers",
        querystring: duplicatesQuery,
        response: {
          200: z.object({
            items: z.array(z.object({ phone: z.string(), partners: z.array(rowSchema(partnerEntity)) })),
            total: z.number().int(),
          }),
        },
      },
    },
    (req) => req.tx((db) => duplicatePhones(db, req, req.query)),
  );
}
