import { departmentEntity, employeeEntity, shiftEntity } from "@sen/core";
import { uniqueIndex } from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";

/** One employee a user: the link's rule names the employee holding the user, the index settles a race. */
export const employees = entityTable(employeeEntity, {
  indexes: (column) => [uniqueIndex("employees_user_name_unique").on(column("user_name"))],
});

export const departments = entityTable(departmentEntity);

export const shifts = entityTable(shiftEntity);
