import type { FastifyInstance } from "fastify";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { cashierItemRoutes } from "./cashier-items.js";
import { retailOrderKind } from "./retail-order-kind.js";

/** Retail bills: the document engine's routes, their journal and the cashier's item search. */
export async function billRoutes(app: FastifyInstance) {
  await app.register(documentRoutes(retailOrderKind));
  await app.register(documentJournalRoutes([retailOrderKind]));
  await app.register(cashierItemRoutes);
}
