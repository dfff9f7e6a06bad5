import type { FastifyInstance } from "fastify";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { retailOrderKind } from "./retail-order-kind.js";

/** Retail bills: the document engine's routes and their journal. */
export async function billRoutes(app: FastifyInstance) {
  await app.register(documentRoutes(retailOrderKind));
  await app.register(documentJournalRoutes([retailOrderKind]));
}
