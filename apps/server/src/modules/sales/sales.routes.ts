import { cardTypeEntity, discountCodeEntity, paymentTypeEntity, promotionEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { documentRoutes } from "../../platform/documents/document.routes.js";
import { documentJournalRoutes } from "../accounting/journal/document-journal.routes.js";
import { billRoutes } from "./bills/bills.routes.js";
import { cardRoutes } from "./cards/card-routes.js";
import { cardTypeHooks, paymentTypeHooks } from "./catalogues/payment-types.js";
import { commissionRoutes } from "./commissions/commission-routes.js";
import { customerRoutes } from "./customers/customers.routes.js";
import { discountRoutes } from "./discounts/discount-routes.js";
import { giftOrderKind } from "./gifts/gift-order-kind.js";
import { goldenHourRoutes } from "./golden-hours/golden-hour-routes.js";
import { noNameRoutes } from "./no-name/no-name-routes.js";
import { saleOrderKind } from "./orders/sale-order-kind.js";
import { pointRoutes } from "./points/point-routes.js";
import { promotionKinds } from "./promotions/promotion-kinds.js";
import { salesReportRoutes } from "./reports/sales-reports.routes.js";
import { roomRoutes } from "./rooms/room-routes.js";
import { cardTypes, discountCodes, paymentTypes, promotions } from "./sales.tables.js";
import { serviceRoutes } from "./services/service-routes.js";
import { servingProcessRoutes } from "./servings/serving-process.js";
import { voucherRoutes } from "./vouchers/voucher-routes.js";

const bindings = [
  bindEntity(discountCodeEntity, discountCodes),
  bindEntity(paymentTypeEntity, paymentTypes, { hooks: paymentTypeHooks }),
  bindEntity(cardTypeEntity, cardTypes, { hooks: cardTypeHooks }),
  bindEntity(promotionEntity, promotions),
];

export async function salesRoutes(app: FastifyInstance) {
  for (const binding of bindings) await app.register(entityRoutes(binding));
  await app.register(billRoutes);
  await app.register(cardRoutes);
  await app.register(noNameRoutes);
  await app.register(customerRoutes);
  await app.register(discountRoutes);
  await app.register(voucherRoutes);
  await app.register(pointRoutes);
  await app.register(roomRoutes);
  await app.register(goldenHourRoutes);
  await app.register(serviceRoutes);
  await app.register(servingProcessRoutes);
  await app.register(commissionRoutes);
  await app.register(salesReportRoutes);
  await app.register(documentRoutes(giftOrderKind));
  await app.register(documentRoutes(saleOrderKind));
  for (const kind of promotionKinds) await app.register(documentRoutes(kind));
  await app.register(documentJournalRoutes([giftOrderKind, saleOrderKind]));
}
