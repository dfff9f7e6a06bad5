import type { TenantDb } from "../../platform/db/tenant-db.js";
import { discountCodes } from "./sales.tables.js";

export interface DiscountCodeSeed {
  ma_ck: string;
  ten_ck: string;
  loai_ck: "percent" | "amount";
  gia_tri: number;
}

export async function seedDiscountCodes(db: TenantDb, list: readonly DiscountCodeSeed[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(discountCodes)
    .values(list.map((d) => ({ ...d, created_by: "system" })))
    .onConflictDoNothing();
}
