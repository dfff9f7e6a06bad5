import { PRICE_SOURCE } from "@sen/core";
import { and, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { rates } from "../stock.tables.js";
import { branchRows } from "./rate-rules.js";
import { itemUnit, type LineFields } from "./unit-factor.js";

type PriceSource = (typeof PRICE_SOURCE)[keyof typeof PRICE_SOURCE];

export interface PriceInForce {
  ma_vt: string;
  ma_dvt: string;
  gia: number;
  nguon: PriceSource;
  he_so: number;
}

async function rateOn(db: TenantDb, ma_vt: string, ma_dvt: string, ma_dvcs: string | undefined, ngay: string) {
  const [row] = await db
    .select({ gia: rates.gia })
    .from(rates)
    .where(
      and(
        eq(rates.ma_vt, ma_vt),
        eq(rates.ma_dvt, ma_dvt),
        branchRows(ma_dvcs),
        lte(rates.tu_ngay, ngay),
        or(isNull(rates.den_ngay), gte(rates.den_ngay, ngay)),
      ),
    )
    .orderBy(desc(rates.tu_ngay))
    .limit(1);
  return row && Number(row.gia);
}

/** Money keeps two decimals; a price scaled by a factor is rounded there. */
const money = (n: number) => Math.round(n * 100) / 100;

/**
 * The price of one `ma_dvt` (default the base unit) of the item in the branch on the day: the
 * branch's rate of that unit, else the all-branches rate of it, else the base unit's rate (the
 * branch's, then the all-branches') times the unit's factor, else the catalogue price times it.
 */
export async function priceInForce(
  db: TenantDb,
  query: { ma_vt: string; ma_dvcs?: string; ngay: string; ma_dvt?: string },
  fields?: LineFields,
): Promise<PriceInForce> {
  const { item, he_so } = await itemUnit(db, query.ma_vt, query.ma_dvt, fields);
  const ma_dvt = query.ma_dvt || item.ma_dvt;
  const answer = (gia: number, nguon: PriceSource) => ({ ma_vt: item.ma_vt, ma_dvt, gia, nguon, he_so });
  const own = query.ma_dvcs ? await rateOn(db, item.ma_vt, ma_dvt, query.ma_dvcs, query.ngay) : undefined;
  if (own !== undefined) return answer(own, PRICE_SOURCE.branch_rate);
  const common = await rateOn(db, item.ma_vt, ma_dvt, undefined, query.ngay);
  if (common !== undefined) return answer(common, PRICE_SOURCE.common_rate);
  if (ma_dvt !== item.ma_dvt) {
    const base =
      (query.ma_dvcs ? await rateOn(db, item.ma_vt, item.ma_dvt, query.ma_dvcs, query.ngay) : undefined) ??
      (await rateOn(db, item.ma_vt, item.ma_dvt, undefined, query.ngay));
    if (base !== undefined) return answer(money(base * he_so), PRICE_SOURCE.base_unit_rate);
  }
  return answer(money(item.gia_ban * he_so), PRICE_SOURCE.list_price);
}

/**
 * The price in force of a product's base unit as a SQL expression, for a query that lists many products at once (the
 * cashier's search): the branch's rate, else the all-branches rate, else the catalogue price, as `priceInForce` for
 * the base unit. `product` is the products row's alias, `branch` and `day` parameter references.
 */
export function basePriceSql(product: string, branch: string, day: string): string {
  const rate = (where: string) =>
    `(SELECT r.gia FROM rates r WHERE r.ma_vt = ${product}.ma_vt AND r.ma_dvt = ${product}.ma_dvt AND ${where}
      AND r.tu_ngay <= ${day}::date AND (r.den_ngay IS NULL OR r.den_ngay >= ${day}::date)
      ORDER BY r.tu_ngay DESC LIMIT 1)`;
  return `coalesce(${rate(`r.ma_dvcs = ${branch}`)}, ${rate("r.ma_dvcs IS NULL")}, ${product}.gia_ban)`;
}
