import type { FastifyInstance } from "fastify";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { servingKind } from "../services/serving-kind.js";
import { showBillNumbers } from "./serving-bill.js";

/** The servings' document routes (sales/servings), their answers showing the number of the bill a posting made. */
export async function servingRoutes(app: FastifyInstance) {
  showBillNumbers(app);
  await app.register(documentRoutes(servingKind));
}
