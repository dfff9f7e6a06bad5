import { employeeEntity, entityAccess } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pickableUsers } from "../system/user-salesperson.service.js";

const employeeUsers = z.object({
  items: z.array(z.object({ user_name: z.string(), full_name: z.string(), saler: z.string().nullable() })),
});

/** The users an employee form may link: whoever may add or edit employees picks from them. */
export async function employeeUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/hr/employees/users",
    {
      config: { access: { anyOf: [entityAccess(employeeEntity, "create"), entityAccess(employeeEntity, "update")] } },
      schema: {
        tags: ["hr"],
        summary: "Users an employee may be linked to, with the employee each is linked to",
        response: { 200: employeeUsers },
      },
    },
    async (request) => ({ items: await request.tx((db) => pickableUsers(db)) }),
  );
}
