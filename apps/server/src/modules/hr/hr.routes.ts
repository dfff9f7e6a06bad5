import type { FastifyInstance } from "fastify";
import { entityRoutes } from "../../platform/crud/routes.js";
import { employeeUserRoutes } from "./employee-users.routes.js";
import { departmentBinding, employeeBinding, shiftBinding } from "./hr-bindings.js";

/** hr/employees (and the users it may link), hr/departments, hr/shifts: generic lists and forms with their rules. */
export async function hrRoutes(app: FastifyInstance) {
  await app.register(employeeUserRoutes);
  await app.register(entityRoutes(employeeBinding));
  await app.register(entityRoutes(departmentBinding));
  await app.register(entityRoutes(shiftBinding));
}
