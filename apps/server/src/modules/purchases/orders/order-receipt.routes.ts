import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documentAnswer, documentId, isoDate } from "../../../platform/documents/document.schemas.js";
import { receiptFromOrder } from "./order-receipts.js";

const receiptBody = z.object({ ngay_ct: isoDate().optional() }).default({});

/** POST purchases/domestic-orders/{id}/receipt: a draft stock receipt of what the approved order still expects. */
export async function orderReceiptRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/purchases/domestic-orders/:id/receipt",
    {
      config: {
        access: {
          allOf: [
            { command: "purchases.domestic-orders", right: "read" },
            { command: "stock.receipt-orders", right: "add" },
          ],
        },
        answers: [422],
      },
      schema: {
        tags: ["purchases"],
        summary:
          "A draft stock receipt of what an approved purchase order still expects (dated ngay_ct, default today)",
        params: documentId,
        body: receiptBody,
        response: { 201: documentAnswer },
      },
    },
    async (req, reply) => {
      const receipt = await req.tx(async (db) => {
        return receiptFromOrder(db, req.params.id, req.body.ngay_ct ?? vietnamToday(), req);
      });
      return reply.code(201).send(receipt);
    },
  );
}
