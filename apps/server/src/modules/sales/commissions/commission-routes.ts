import { commissionGroupEntity, commissionRuleEntity, wageRuleEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { commissionRuleHooks, wageRuleHooks } from "./commission-rules.js";
import { commissionGroups, commissionRules, wageRules } from "./commission-tables.js";

const bindings = [
  bindEntity(commissionGroupEntity, commissionGroups),
  bindEntity(commissionRuleEntity, commissionRules, { hooks: commissionRuleHooks }),
  bindEntity(wageRuleEntity, wageRules, { hooks: wageRuleHooks }),
];

/**
 * Commissions and wages: commission groups (`sales/commisstion-groups`), commission rules (`sales/commisstions`) and
 * wage rules (`sales/wages`), generic lists; what documents earned is in the ledger and its reports.
 */
export async function commissionRoutes(app: FastifyInstance) {
  for (const binding of bindings) await app.register(entityRoutes(binding));
}
