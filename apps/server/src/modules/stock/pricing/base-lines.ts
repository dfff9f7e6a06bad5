import { sql } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

/** A quantity of an item in its base unit. */
export interface BaseLine {
  ma_vt: string;
  ma_dvt: string;
  so_luong: number;
}

/**
 * The lines of a recipe (a set's components, a service's norms) that `key` holds, each multiplied by
 * `times` and turned into its item's base unit. The products run in PostgreSQL's exact numerics.
 */
export async function recipeInBaseUnits(
  db: TenantDb,
  recipe: { table: "product_sets" | "product_consumes"; keyColumn: "ma_bo" | "ma_dv" },
  key: string,
  times: number,
): Promise<BaseLine[]> {
  const { rows } = await db.execute<{ ma_vt: string; ma_dvt: string; so_luong: string }>(sql`
    SELECT r.ma_vt, p.ma_dvt, (r.so_luong * coalesce(c.he_so, 1) * ${String(times)}::numeric)::text AS so_luong
    FROM ${sql.identifier(recipe.table)} r
    JOIN products p ON p.ma_vt = r.ma_vt
    LEFT JOIN conversion_units c ON c.ma_vt = r.ma_vt AND c.ma_dvt = r.ma_dvt AND r.ma_dvt <> p.ma_dvt
    WHERE r.${sql.identifier(recipe.keyColumn)} = ${key}
    ORDER BY r.ma_vt`);
  return rows.map((r) => ({ ma_vt: r.ma_vt, ma_dvt: r.ma_dvt, so_luong: Number(r.so_luong) }));
}
