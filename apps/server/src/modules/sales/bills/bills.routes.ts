import type { FastifyInstance } from "fastify";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { returnKind } from "../returns/return-kind.js";
import { returnableRoutes } from "../returns/returnable.js";
import { cashierItemRoutes } from "./cashier-items.js";
import { offlineCatalogueRoutes } from "./offline-catalogue.js";
import { retailOrderKind } from "./retail-order-kind.js";

/** Retail bills and their returns: the document engine's routes, their journal and the cashier's item search. */
export async function billRoutes(app: FastifyInstance) {
  await app.register(documentRoutes(retailOrderKind));
  await app.register(documentRoutes(returnKind));
  await app.register(documentJournalRoutes([retailOrderKind, returnKind]));
  await app.register(cashierItemRoutes);
  await app.register(returnableRoutes);
  await app.register(offlineCatalogueRoutes);
}
