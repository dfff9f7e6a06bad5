import type { TenantDb } from "../../platform/db/tenant-db.js";
import { units, warehouses } from "./stock.tables.js";

/** Units a spa or shop sells in, from day one: goods, services by the session, courses. */
const STANDARD_UNITS: readonly [code: string, vi: string, en: string][] = [
  ["CAI", "Cái", "Piece"],
  ["HOP", "Hộp", "Box"],
  ["CHAI", "Chai", "Bottle"],
  ["LO", "Lọ", "Jar"],
  ["TUYP", "Tuýp", "Tube"],
  ["GOI", "Gói", "Pack"],
  ["BO", "Bộ", "Set"],
  ["ML", "Mililít (ml)", "Millilitre (ml)"],
  ["G", "Gam (g)", "Gram (g)"],
  ["KG", "Ki-lô-gam (kg)", "Kilogram (kg)"],
  ["LAN", "Lần", "Time"],
  ["BUOI", "Buổi", "Session"],
  ["LT", "Liệu trình", "Course"],
];

export async function seedStandardUnits(db: TenantDb): Promise<void> {
  await db
    .insert(units)
    .values(
      STANDARD_UNITS.map(([ma_dvt, ten_dvt, ten_dvt_en]) => ({ ma_dvt, ten_dvt, ten_dvt_en, created_by: "system" })),
    )
    .onConflictDoNothing();
}

export interface WarehouseSeed {
  ma_dvcs: string;
  ma_kho: string;
  ten_kho: string;
  dia_chi?: string;
  dien_thoai?: string;
  thu_kho?: string;
}

export async function seedWarehouses(db: TenantDb, list: readonly WarehouseSeed[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(warehouses)
    .values(list.map((w) => ({ ...w, created_by: "system" })))
    .onConflictDoNothing();
}
