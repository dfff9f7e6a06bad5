import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { discountDetails, discountDetailsQuery } from "./discount-details.js";
import { discountKind } from "./discount-kind.js";

/** Discounts (CK1, a document approved before it applies) and the report of the discounts bills carried. */
export async function discountRoutes(app: FastifyInstance) {
  await app.register(documentRoutes(discountKind));
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sales/discount-details",
    {
      config: { access: { command: "sales.discount-details", right: "read" } },
      schema: {
        tags: ["sales"],
        summary: "The discounted lines of posted retail bills, with where each discount came from, and their totals",
        querystring: discountDetailsQuery,
      },
    },
    (req) => req.tx((db) => discountDetails(db, req.branches, req.query)),
  );
}
