import {
  NO_NAME_SCREENS,
  NO_NAME_STATE_OPTIONS,
  noNameCardEntity,
  noNameDiscountEntity,
  noNameTypeEntity,
} from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { cardCode, page } from "../cards/card.schemas.js";
import { noNameCards, noNameDiscounts, noNameTypes } from "../sales.tables.js";
import { ledgerDifferences, ledgerHistory } from "../stored-value/value-reads.js";
import { depositKind } from "./deposit-kind.js";
import { issueKind } from "./issue-kind.js";
import { noNameDiscountHooks, noNameTypeHooks } from "./no-name-catalogues.js";
import { noNameBook } from "./no-name-ledger.js";
import { lookUpNoName, noNameBalances } from "./no-name-reads.js";
import { pendingTransfers, receiveKind } from "./receive-kind.js";
import { saleKind } from "./sale-kind.js";
import { transferKind } from "./transfer-kind.js";

const states = NO_NAME_STATE_OPTIONS.map((o) => o.value) as [string, ...string[]];

/**
 * No-name cards: their types, discounts and cards (entities; the cards written by their documents only), the
 * documents that issue, sell, top up, transfer and receive them, balances with their check against the ledger, the
 * lookup by serial and the history.
 */
export async function noNameRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(bindEntity(noNameTypeEntity, noNameTypes, { hooks: noNameTypeHooks })));
  await app.register(entityRoutes(bindEntity(noNameDiscountEntity, noNameDiscounts, { hooks: noNameDiscountHooks })));
  await app.register(entityRoutes(bindEntity(noNameCardEntity, noNameCards)));
  for (const kind of [issueKind, saleKind, depositKind, transferKind, receiveKind]) {
    await app.register(documentRoutes(kind as Parameters<typeof documentRoutes>[0]));
  }
  await app.register(documentJournalRoutes([saleKind, depositKind]));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/sales/no-name-cards/balances",
    {
      config: { access: { command: "sales.no-name-cards", right: "read" } },
      schema: {
        tags: ["sales"],
        summary: "Each no-name card's balance (the sum of its ledger), with its type, branch and state",
        querystring: z.object({
          so_seri: cardCode.optional(),
          ma_loai: cardCode.optional(),
          trang_thai: z.enum(states).optional(),
          ...page,
        }),
      },
    },
    (req) => req.tx((db) => noNameBalances(db, req.query)),
  );
  r.get(
    "/sales/no-name-cards/balances/check",
    {
      config: { access: { command: "sales.no-name-cards", right: "read" } },
      schema: { tags: ["sales"], summary: "The no-name cards whose cached balance differs from their ledger (none)" },
    },
    (req) => req.tx((db) => ledgerDifferences(db, noNameBook)),
  );
  r.get(
    "/sales/no-name-lookup",
    {
      // An unknown serial: 404.
      config: {
        access: { anyOf: NO_NAME_SCREENS.map((command) => ({ command, right: "read" as const })) },
        answers: [404],
      },
      schema: {
        tags: ["sales"],
        summary: "A no-name card by its serial: type, branch, state, balance and its latest movements",
        querystring: z.object({ so_seri: cardCode }),
      },
    },
    (req) => req.tx((db) => lookUpNoName(db, req.query.so_seri)),
  );
  r.get(
    "/sales/no-name-histories",
    {
      config: { access: { command: "sales.no-name-histories", right: "read" } },
      schema: {
        tags: ["sales"],
        summary: "No-name card movements with the balance each left, the latest first",
        querystring: z.object({
          so_seri: cardCode.optional(),
          fromDate: isoDate().optional(),
          toDate: isoDate().optional(),
          ...page,
        }),
      },
    },
    (req) => {
      const { so_seri, ...q } = req.query;
      return req.tx((db) => ledgerHistory(db, noNameBook, { ...q, code: so_seri }));
    },
  );
  r.get(
    "/sales/no-name-receives/pending",
    {
      config: { access: { command: "sales.no-name-receives", right: "read" } },
      schema: { tags: ["sales"], summary: "The card transfers sent to the selected branches, still to be received" },
    },
    (req) => req.tx((db) => pendingTransfers(db, req.branches)),
  );
}
