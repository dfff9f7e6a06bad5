import { taxEntity, voucherInfoEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { taxes, voucherInfos } from "./accounting.tables.js";

const taxBinding = bindEntity(taxEntity, taxes);
/** Addressed by document type and status too: accounting/voucher-infos/{ma_ct}/{status}. */
const voucherInfoBinding = bindEntity(voucherInfoEntity, voucherInfos, {
  key: ["ma_ct", "status"],
  lookupOrder: ["ma_ct", "status"],
});

export async function accountingRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(taxBinding));
  await app.register(entityRoutes(voucherInfoBinding));
}
