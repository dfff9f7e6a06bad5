import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type BaseLine, recipeInBaseUnits } from "../pricing/base-lines.js";

/**
 * The components `so_luong` sets take, each in its base unit (a set of 2 bottles × 3 sets = 6
 * bottles); no lines when `ma_bo` is not a set.
 */
export function explodeSet(db: TenantDb, ma_bo: string, so_luong: number): Promise<BaseLine[]> {
  return recipeInBaseUnits(db, { table: "product_sets", keyColumn: "ma_bo" }, ma_bo, so_luong);
}
