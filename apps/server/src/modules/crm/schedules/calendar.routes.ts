import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { listOf } from "../../../platform/lists.js";
import { CALENDAR_LIMIT, CALENDAR_MAX_DAYS, calendarQuerySchema, calendarRows } from "./calendar.service.js";
import { SCHEDULES } from "./schedule-kinds.js";

/**
 * GET crm/tasks/calendar and crm/tickets/calendar. A route declares one command: the calendar
 * screen's (crm.task.calendar, crm.ticket.calendar), the only screen that reads it. Moving an
 * event is the generic PATCH, under the list's command (crm.tasks edit).
 */
export async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of Object.values(SCHEDULES)) {
    const { definition } = kind.binding;
    r.get(
      `/${definition.api}/calendar`,
      {
        // A range backwards or too long is answered 422 naming `to`.
        config: { access: { command: kind.calendarCommand, right: "read" }, answers: [422] },
        schema: {
          tags: ["crm"],
          summary: `${definition.label.en} overlapping the Vietnamese days from–to (at most ${CALENDAR_MAX_DAYS} days, ${CALENDAR_LIMIT} rows), with the type's colour`,
          querystring: calendarQuerySchema,
          response: {
            200: listOf(z.intersection(rowSchema(definition), z.object({ mau: z.string().nullable() }))),
          },
        },
      },
      (req) => req.tx((db) => calendarRows(db, kind, req.query, req)),
    );
  }
}
