import { entityAccess } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { EntityBinding } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { leftOut, writeSchema } from "../../../platform/crud/schema.js";
import { crud } from "../../../platform/crud/service.js";
import { calendarRoutes } from "./calendar.routes.js";
import { partnerTaskRoutes } from "./partner-tasks.routes.js";
import { SCHEDULES } from "./schedule-kinds.js";
import { todoRoutes } from "./todo.routes.js";

export { taskBinding, ticketBinding } from "./schedule-kinds.js";

/**
 * POST of an appointment or a ticket: the generic body, but the branch may be left out (several
 * branches selected) for the partner's, and the assignee for the user's own (schedule-rules.ts).
 */
function createRoute(app: FastifyInstance, binding: EntityBinding) {
  const { definition } = binding;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${definition.api}`,
    {
      config: { access: entityAccess(definition, "create"), bodyBranch: true },
      schema: {
        tags: ["crm"],
        summary: `Create ${definition.label.en} (branch: the partner's when not given; assignee: the user's employee)`,
        body: writeSchema(definition, binding.fieldSchemas).extend({
          ma_dvcs: leftOut(z.string().trim().max(20)),
        }),
        response: { 200: rowSchema(definition) },
      },
    },
    (req) => req.tx((db) => crud.create(db, binding, req.body, req)),
  );
}

/** Appointments (crm/tasks) and tickets (crm/tickets), their calendars, partners' appointments, the to-do list. */
export async function scheduleRoutes(app: FastifyInstance) {
  for (const { binding } of Object.values(SCHEDULES)) {
    createRoute(app, binding);
    await app.register(entityRoutes(binding, { create: false }));
  }
  await app.register(calendarRoutes);
  await app.register(partnerTaskRoutes);
  await app.register(todoRoutes);
}
