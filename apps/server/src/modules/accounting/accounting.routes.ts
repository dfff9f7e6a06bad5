import {
  accountBalanceEntity,
  accountEntity,
  currencyEntity,
  customerBalanceEntity,
  exchangeRateEntity,
  expenseItemEntity,
  postingRuleEntity,
  taxEntity,
  transactionTermEntity,
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
  expenseItems,
  postingRules,
  taxes,
  transactionTerms,
  voucherInfos,
  voucherLocks,
} from "./accounting.tables.js";
import { openingBalanceRoutes } from "./balances/opening-balances.routes.js";
import { accountBalanceHooks, customerBalanceHooks } from "./balances/opening-hooks.js";
import { expenseItemHooks } from "./catalogues/expense-items.js";
import { accountHooks } from "./chart/account-hooks.js";
import { documentJournalRoutes } from "./journal/document-journal.routes.js";
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
  bindEntity(accountEntity, accounts, { hooks: accountHooks }),
  bindEntity(currencyEntity, currencies),
  bindEntity(exchangeRateEntity, exchangeRates),
  bindEntity(accountBalanceEntity, accountBalances, { hooks: accountBalanceHooks }),
  bindEntity(customerBalanceEntity, customerBalances, { hooks: customerBalanceHooks }),
  // Unlocking (a lock moved back or deleted) takes the delete right: the definition's rights.loosening.
  bindEntity(voucherLockEntity, voucherLocks),
  bindEntity(postingRuleEntity, postingRules),
  bindEntity(expenseItemEntity, expenseItems, { hooks: expenseItemHooks }),
  bindEntity(transactionTermEntity, transactionTerms),
];

export async function accountingRoutes(app: FastifyInstance) {
  for (const binding of bindings) await app.register(entityRoutes(binding));
  for (const kind of CASH_VOUCHER_KINDS) await app.register(documentRoutes(kind));
  await app.register(documentRoutes(generalVoucherKind));
  await app.register(documentJournalRoutes([...CASH_VOUCHER_KINDS, generalVoucherKind]));
  await app.register(openingBalanceRoutes);
  await app.register(accountingReportRoutes);
}
