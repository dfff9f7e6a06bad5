import {
  customerCardEntity,
  customerCardHistoryEntity,
  customerCardSeriesEntity,
  customerGroupEntity,
  partnerEntity,
  salerEntity,
  vipPeriodEntity,
} from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listQuerySchema } from "../../../platform/crud/list-query.js";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { idempotent } from "../../../platform/documents/idempotency.js";
import {
  customerCardHistories,
  customerCardSeries,
  customerCards,
  customerGroups,
  salers,
  vipPeriods,
} from "../sales.tables.js";
import { changeCardLevel, levelBody, reasonBody, renewBody, renewCard, setCardLock } from "./card-changes.js";
import { issueBody, issueCard } from "./card-issue.js";
import { sealedCardNumber } from "./card-numbers.js";
import { cardSeriesHooks } from "./card-series-rules.js";
import { computeGroup3, customerGroupHooks, groupsBody, setCustomerGroups } from "./customer-groups.js";
import { customerOverview, listCustomers } from "./customer-reads.js";
import { computeVipPeriod, periodStandings, standingsQuery, vipPeriodHooks } from "./vip-periods.js";

const bindings = [
  bindEntity(customerGroupEntity, customerGroups, { hooks: customerGroupHooks }),
  bindEntity(customerCardSeriesEntity, customerCardSeries, { hooks: cardSeriesHooks }),
  bindEntity(customerCardEntity, customerCards, { sealed: sealedCardNumber }),
  bindEntity(customerCardHistoryEntity, customerCardHistories, { sealed: sealedCardNumber }),
  bindEntity(vipPeriodEntity, vipPeriods, { hooks: vipPeriodHooks, fills: ["vip_den_ngay"] }),
  bindEntity(salerEntity, salers),
];

const idParams = z.object({ id: z.uuid({ error: "id không hợp lệ" }) });
const tags = ["sales"];

/**
 * Customers as sales sees them (the CRM's partners with their figures, groups set here), customer groups and the
 * computed group 3, membership card series, cards (issued, renewed, moved to another level, locked, unlocked: each
 * a line of their history), VIP periods and their computation, the salespeople.
 */
export async function customerRoutes(app: FastifyInstance) {
  for (const binding of bindings) await app.register(entityRoutes(binding));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/sales/customers",
    {
      config: { access: { command: "sales.customers", right: "read" } },
      schema: {
        tags,
        summary: "The partners as customers: the partner list's rows with what they bought, cards and VIP level",
        querystring: listQuerySchema(partnerEntity),
      },
    },
    (req) => req.tx((db) => listCustomers(db, req, req.query)),
  );
  r.get(
    "/sales/customers/:id",
    {
      config: { access: { command: "sales.customers", right: "read" } },
      schema: { tags, summary: "One customer (the partner's id): figures, cards, latest bills, VIP", params: idParams },
    },
    (req) => req.tx((db) => customerOverview(db, req, req.params.id)),
  );
  r.put(
    "/sales/customers/:id/groups",
    {
      config: { access: { command: "sales.customers", right: "edit" } },
      schema: {
        tags,
        summary: "Set a customer's groups (nh_kh1, nh_kh2; nh_kh3 only with customer_group3_manual)",
        params: idParams,
        body: groupsBody,
      },
    },
    (req) => req.tx((db) => setCustomerGroups(db, req, req.params.id, req.body)),
  );
  r.post(
    "/sales/customer-groups/compute",
    {
      config: { access: { command: "sales.customer-groups", right: "edit" }, answers: [422] },
      schema: { tags, summary: "Put every customer in the group 3 their net posted spending reaches" },
    },
    (req) => req.tx((db) => computeGroup3(db, req)),
  );

  r.post(
    "/sales/customer-cards/issue",
    {
      config: { access: { command: "sales.customer-cards", right: "add" } },
      schema: { tags, summary: "Issue a membership card from a series (its next number)", body: issueBody },
    },
    (req, reply) => idempotent(req, reply, 201, (db) => issueCard(db, req, req.body)),
  );
  r.post(
    "/sales/customer-cards/:id/renew",
    {
      config: { access: { command: "sales.customer-cards", right: "edit" } },
      schema: { tags, summary: "Extend a membership card", params: idParams, body: renewBody },
    },
    (req, reply) => idempotent(req, reply, 200, (db) => renewCard(db, req, req.params.id, req.body)),
  );
  r.post(
    "/sales/customer-cards/:id/level",
    {
      config: { access: { command: "sales.customer-cards", right: "edit" } },
      schema: { tags, summary: "Move a membership card to another level", params: idParams, body: levelBody },
    },
    (req, reply) => idempotent(req, reply, 200, (db) => changeCardLevel(db, req, req.params.id, req.body)),
  );
  for (const [path, lock] of [
    ["lock", true],
    ["unlock", false],
  ] as const) {
    r.post(
      `/sales/customer-cards/:id/${path}`,
      {
        config: { access: { command: "sales.customer-cards", right: "edit" } },
        schema: {
          tags,
          summary: lock ? "Lock a membership card" : "Unlock a membership card",
          params: idParams,
          body: reasonBody,
        },
      },
      (req) => req.tx((db) => setCardLock(db, req, req.params.id, req.body, lock)),
    );
  }

  r.post(
    "/sales/vip-periods/:id/compute",
    {
      config: { access: { command: "sales.vip-periods", right: "edit" }, answers: [422] },
      schema: { tags, summary: "Compute who reached a VIP period from the posted bills", params: idParams },
    },
    (req) => req.tx((db) => computeVipPeriod(db, req, req.params.id)),
  );
  r.get(
    "/sales/vip-periods/:id/customers",
    {
      config: { access: { command: "sales.vip-periods", right: "read" } },
      schema: {
        tags,
        summary: "A VIP period's last computation: each customer's spending, the most first",
        params: idParams,
        querystring: standingsQuery,
      },
    },
    (req) => req.tx((db) => periodStandings(db, req, req.params.id, req.query)),
  );
}
