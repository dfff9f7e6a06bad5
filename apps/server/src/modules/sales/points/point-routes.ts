import { pointRuleEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { page } from "../cards/card.schemas.js";
import { giftExchangeKind } from "./gift-exchange-kind.js";
import { customerPointBalances, pointDifferences, pointHistory, pointRuleHooks } from "./point-reads.js";
import { pointRules } from "./point-tables.js";

const customerCode = z.string().trim().min(1).max(50);
const tags = ["sales"];

/** Who reads a customer's points: the customers' screens, the counter that sells or exchanges for them. */
const pointReaders = {
  anyOf: [
    { command: "sales.customers", right: "read" },
    { command: "sales.retail-orders", right: "read" },
    { command: "sales.bills", right: "read" },
    { command: "sales.gift-exchanges", right: "read" },
  ],
} as const;

/**
 * Loyalty points: the point rules (their entity), gift exchanges (DD1, a document), each customer's balance, the
 * history of movements and the check of the balances against the ledger.
 */
export async function pointRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(bindEntity(pointRuleEntity, pointRules, { hooks: pointRuleHooks })));
  await app.register(documentRoutes(giftExchangeKind));
  await app.register(documentJournalRoutes([giftExchangeKind]));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/sales/customer-points",
    {
      config: { access: pointReaders },
      schema: {
        tags,
        summary: "Customers' loyalty points (one customer's with ma_kh), with their worth under the rule in force",
        querystring: z.object({
          ma_kh: customerCode.optional(),
          ma_dvcs: z.string().trim().min(1).max(50).optional(),
          ngay: isoDate().optional(),
          ...page,
        }),
      },
    },
    (req) =>
      req.tx((db) =>
        customerPointBalances(db, {
          ...req.query,
          ma_dvcs: req.query.ma_dvcs ?? req.branches[0],
          ngay: req.query.ngay ?? vietnamToday(),
        }),
      ),
  );
  r.get(
    "/sales/point-histories",
    {
      config: { access: { anyOf: [pointReaders.anyOf[0], pointReaders.anyOf[3]] } },
      schema: {
        tags,
        summary: "Point movements with the balance each left, the latest first",
        querystring: z.object({
          ma_kh: customerCode.optional(),
          fromDate: isoDate().optional(),
          toDate: isoDate().optional(),
          ...page,
        }),
      },
    },
    (req) => req.tx((db) => pointHistory(db, req.query)),
  );
  r.get(
    "/sales/customer-points/differences",
    {
      config: { access: { command: "sales.customers", right: "read" } },
      schema: { tags, summary: "Customers whose cached points differ from the sum of their ledger (none expected)" },
    },
    (req) => req.tx((db) => pointDifferences(db)),
  );
}
