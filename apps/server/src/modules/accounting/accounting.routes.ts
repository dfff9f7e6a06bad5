import {
  accountBalanceEntity,
  accountEntity,
  currencyEntity,
  customerBalanceEntity,
  exchangeRateEntity,
  postingRuleEntity,
  taxEntity,
  voucherInfoEntity,
  voucherLockEntity,
} from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { documentRoutes } from "../../platform/documents/document.routes.js";
import {
  accountBalances,
  accounts,
  currencies,
  customerBalances,
  exchangeRates,
  postingRules,
  taxes,
  voucherInfos,
  voucherLocks,
} from "./accounting.tables.js";
import { accountingReportRoutes } from "./reports/accounting-reports.routes.js";
import { CASH_VOUCHER_KINDS, generalVoucherKind } from "./vouchers/voucher-kinds.js";

const taxBinding = bindEntity(taxEntity, taxes);
/** Addressed by document type and status too: accounting/voucher-infos/{ma_ct}/{status}. */
const voucherInfoBinding = bindEntity(voucherInfoEntity, voucherInfos, {
  key: ["ma_ct", "status"],
  lookupOrder: ["ma_ct", "status"],
});
const bindings = [
  taxBinding,
  voucherInfoBinding,
  bindEntity(accountEntity, accounts),
  bindEntity(currencyEntity, currencies),
  bindEntity(exchangeRateEntity, exchangeRates),
  bindEntity(accountBalanceEntity, accountBalances),
  bindEntity(customerBalanceEntity, customerBalances),
  bindEntity(voucherLockEntity, voucherLocks),
  bindEntity(postingRuleEntity, postingRules),
];

export async function accountingRoutes(app: FastifyInstance) {
  for (const binding of bindings) await app.register(entityRoutes(binding));
  const vouchers = [...CASH_VOUCHER_KINDS.map((kind) => documentRoutes(kind)), documentRoutes(generalVoucherKind)];
  for (const routes of vouchers) await app.register(routes);
  await app.register(accountingReportRoutes);
}
