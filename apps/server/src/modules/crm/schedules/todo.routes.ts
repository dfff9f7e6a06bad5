import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { listOf } from "../../../platform/lists.js";
import { SCHEDULE_KINDS } from "./schedule-kinds.js";
import { assigneeOf, markDone, todoOf } from "./todo.service.js";

const todoItem = z.object({
  kind: z.enum(SCHEDULE_KINDS),
  id: z.string(),
  tieu_de: z.string(),
  ma_kh: z.string().nullable(),
  ten_kh: z.string().nullable(),
  bat_dau: z.date(),
  ket_thuc: z.date(),
  trang_thai: z.string(),
  overdue: z.boolean(),
});

const doneParams = z.object({ kind: z.enum(SCHEDULE_KINDS), id: z.uuid({ error: "id không hợp lệ" }) });

/** The employee the item a valid path names is assigned to. */
function assigneeOfItem(db: TenantDb, request: FastifyRequest) {
  const { kind, id } = request.params as z.infer<typeof doneParams>;
  return assigneeOf(db, kind, id, request);
}

/** user/todo: the signed-in user's own open appointments and tickets, and finishing one. */
export async function todoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/user/todo",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["user"],
        summary: "My open appointments and tickets, earliest first (employee null: the user has no employee code)",
        response: {
          200: listOf(todoItem).extend({
            employee: z.object({ ma_nv: z.string(), ten_nv: z.string().nullable() }).nullable(),
          }),
        },
      },
    },
    (req) => req.tx((db) => todoOf(db, req)),
  );
  r.put(
    "/user/todo/:kind/:id/done",
    {
      // No command right needed for one's own work.
      config: { access: { assignee: assigneeOfItem } },
      schema: {
        tags: ["user"],
        summary: "Mark one of my open items done (an appointment 'done', a ticket 'resolved')",
        params: doneParams,
        response: { 200: todoItem },
      },
    },
    (req) => req.tx((db) => markDone(db, req.params.kind, req.params.id, req)),
  );
}
