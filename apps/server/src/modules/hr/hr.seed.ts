import type { TenantDb } from "../../platform/db/tenant-db.js";
import { employees } from "./hr.tables.js";

export interface EmployeeSeed {
  ma_nv: string;
  ten_nv: string;
  chuc_vu: string;
  ma_dvcs?: string;
  dien_thoai?: string;
  email?: string;
}

export async function seedEmployees(db: TenantDb, list: readonly EmployeeSeed[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(employees)
    .values(list.map((e) => ({ ...e, created_by: "system" })))
    .onConflictDoNothing();
}
