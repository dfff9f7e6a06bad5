import type { FastifyInstance } from "fastify";
import { entityRoutes } from "../../platform/crud/routes.js";
import { documentRoutes } from "../../platform/documents/document.routes.js";
import { receiptOrderChecks } from "../stock/documents/receipt-order-checks.js";
import { domesticOrderKind } from "./orders/domestic-order-kind.js";
import { orderReceiptRoutes } from "./orders/order-receipt.routes.js";
import { checkReceiptAgainstOrder } from "./orders/order-receipt-check.js";
import { supplierBinding } from "./suppliers/supplier-bindings.js";

export async function purchasesRoutes(app: FastifyInstance) {
  receiptOrderChecks.register(checkReceiptAgainstOrder);
  await app.register(entityRoutes(supplierBinding));
  await app.register(documentRoutes(domesticOrderKind));
  await app.register(orderReceiptRoutes);
}
