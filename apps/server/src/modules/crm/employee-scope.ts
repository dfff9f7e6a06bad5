import { visibleEmployees } from "@sen/core";
import { inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { RowScope } from "../../platform/crud/registry.js";

/**
 * Rows whose employee column (a partner's salesperson, a task's assignee) names an employee the
 * user may see (their rights' employee list); every row for administrators and unrestricted users.
 */
export function employeeScope(column: PgColumn): RowScope {
  return (request) => {
    const user = request.auth?.user;
    if (!user) return sql`false`;
    const codes = visibleEmployees(user);
    if (!codes) return undefined;
    return codes.length > 0 ? inArray(column, codes) : sql`false`;
  };
}
