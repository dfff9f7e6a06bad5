import { taskEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageOf } from "../../../platform/crud/list.js";
import { listQuerySchema } from "../../../platform/crud/list-query.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { listOf } from "../../../platform/lists.js";
import { partnerTaskPage, partnerTasks, partnerTasksQuerySchema } from "./partner-tasks.service.js";
import { searchTasks } from "./task-search.service.js";

const taskRow = rowSchema(taskEntity);
const partnerTaskCounts = z.object({
  ma_kh: z.string(),
  partner_id: z.string().nullable(),
  ten_kh: z.string().nullable(),
  phone: z.string().nullable(),
  ten_nvbh: z.string().nullable(),
  open: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
  next_at: z.date().nullable(),
  last_at: z.date().nullable(),
});

/** Appointments seen from their partners: counts by partner, one partner's, and the search screen's. */
export async function partnerTaskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/crm/partner-tasks",
    {
      config: { access: { command: "crm.partner-tasks", right: "read" } },
      schema: {
        tags: ["crm"],
        summary: "Partners with appointments: open, done and total counts, next open and last appointment",
        querystring: partnerTasksQuerySchema,
        response: { 200: listOf(partnerTaskCounts) },
      },
    },
    (req) => req.tx((db) => partnerTaskPage(db, req.query, req)),
  );
  r.get(
    "/crm/partner-tasks/:ma_kh",
    {
      config: { access: { command: "crm.partner-tasks", right: "read" } },
      schema: {
        tags: ["crm"],
        summary: "One partner's appointments, newest first",
        params: z.object({ ma_kh: z.string().trim().min(1).max(100) }),
        response: { 200: listOf(taskRow) },
      },
    },
    (req) => req.tx((db) => partnerTasks(db, req.params.ma_kh, req)),
  );
  r.get(
    "/crm/tasks-search",
    {
      config: { access: { command: "crm.tasks-search", right: "read" } },
      schema: {
        tags: ["crm"],
        summary: "Appointments by title, details, partner name, code or phone; each with the partner's phone",
        querystring: listQuerySchema(taskEntity),
        response: { 200: pageOf(z.intersection(taskRow, z.object({ phone: z.string().nullable() }))) },
      },
    },
    (req) => req.tx((db) => searchTasks(db, req.query, req)),
  );
}
