import {
  complainTypeEntity,
  crmServiceEntity,
  employeeResponsibilityEntity,
  partnerLevelEntity,
  serviceExpenseEntity,
  sourceTypeEntity,
  sourceTypeOptionEntity,
  taskTypeEntity,
  ticketTypeEntity,
} from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import {
  complainTypes,
  crmServices,
  employeeResponsibilities,
  partnerLevels,
  serviceExpenses,
  sourceTypeOptions,
  sourceTypes,
  taskTypes,
  ticketTypes,
} from "./crm.tables.js";

/** The CRM's catalogues: plain entities, with no rule beyond their definitions. */
const bindings = [
  bindEntity(sourceTypeEntity, sourceTypes),
  bindEntity(sourceTypeOptionEntity, sourceTypeOptions),
  bindEntity(partnerLevelEntity, partnerLevels, { lookupOrder: ["thu_tu", "ma_cap_do"] }),
  bindEntity(complainTypeEntity, complainTypes),
  bindEntity(taskTypeEntity, taskTypes),
  bindEntity(ticketTypeEntity, ticketTypes),
  bindEntity(crmServiceEntity, crmServices),
  bindEntity(serviceExpenseEntity, serviceExpenses),
  bindEntity(employeeResponsibilityEntity, employeeResponsibilities),
];

export async function crmCategoryRoutes(app: FastifyInstance) {
  for (const binding of bindings) await app.register(entityRoutes(binding));
}
