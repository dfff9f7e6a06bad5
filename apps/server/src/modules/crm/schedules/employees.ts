import { eq } from "drizzle-orm";
import { column } from "../../../platform/crud/list-where.js";
import { entityNamed } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

/**
 * The name of the employee of that code (null when it has none), or undefined when there is no
 * such employee. Read through the employee binding: HR owns the table.
 */
export async function employeeName(db: TenantDb, code: string): Promise<string | null | undefined> {
  const employees = entityNamed("employee");
  if (!employees) return undefined;
  const [found] = await db
    .select({ name: column(employees.table, "ten_nv") })
    .from(employees.table)
    .where(eq(column(employees.table, "ma_nv"), code))
    .limit(1);
  return found ? ((found.name as string | null) ?? null) : undefined;
}
