import type { FastifyInstance } from "fastify";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { STOCK_DOCUMENT_KINDS } from "./stock-kinds.js";

/** Receipts, deliveries, transfers and opening stock: the document engine's routes for each, and their journal. */
export async function stockDocumentRoutes(app: FastifyInstance) {
  for (const kind of STOCK_DOCUMENT_KINDS) await app.register(documentRoutes(kind));
  await app.register(documentJournalRoutes(STOCK_DOCUMENT_KINDS));
}
