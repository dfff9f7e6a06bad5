import { PRICE_SOURCE } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { itemUnit, type LineFields } from "./unit-factor.js";

type PriceSource = (typeof PRICE_SOURCE)[keyof typeof PRICE_SOURCE];

export interface PriceInForce {
  ma_vt: string;
  ma_dvt: string;
  gia: number;
  nguon: PriceSource;
  he_so: number;
}

/** What a line's price may come from: the rates of its unit and of the base unit, the branch's and everyone's. */
interface Rates {
  base: string;
  gia_ban: string;
  thue_suat: string;
  own: string | null;
  common: string | null;
  base_own: string | null;
  base_common: string | null;
}

/** A sold item and unit: how many base units one `ma_dvt` is. */
export interface PricedItem {
  ma_vt: string;
  ma_dvt: string;
  he_so: number | string;
}

/**
 * Each item's base unit, catalogue price and VAT rate, and the rates in force on the day for its unit and its base
 * unit, in the branch and for every branch: one read.
 */
async function ratesOf(db: TenantDb, items: readonly PricedItem[], ma_dvcs: string | undefined, ngay: string) {
  const rate = (unit: string, branch: string) =>
    `(SELECT r.gia::text FROM rates r WHERE r.ma_vt = u.ma_vt AND r.ma_dvt = ${unit} AND ${branch}
      AND r.tu_ngay <= $4::date AND (r.den_ngay IS NULL OR r.den_ngay >= $4::date) ORDER BY r.tu_ngay DESC LIMIT 1)`;
  const { rows } = await db.$client.query<Rates & { i: string }>(
    prepared(
      `SELECT u.i, p.ma_dvt AS base, p.gia_ban::text, coalesce(t.thue_suat, 0)::text AS thue_suat,
              ${rate("u.ma_dvt", "r.ma_dvcs = $3")} AS own, ${rate("u.ma_dvt", "r.ma_dvcs IS NULL")} AS common,
              ${rate("p.ma_dvt", "r.ma_dvcs = $3")} AS base_own, ${rate("p.ma_dvt", "r.ma_dvcs IS NULL")} AS base_common
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(ma_vt, ma_dvt, i)
       JOIN products p ON p.ma_vt = u.ma_vt LEFT JOIN taxes t ON t.ma_thue = p.ma_thue`,
      [items.map((l) => l.ma_vt), items.map((l) => l.ma_dvt), ma_dvcs ?? null, ngay],
    ),
  );
  const byLine = new Map(rows.map((r) => [Number(r.i), r]));
  return items.map((_, i) => byLine.get(i + 1));
}

/** Money keeps two decimals; a price scaled by a factor is rounded there. */
const money = (n: number) => Math.round(n * 100) / 100;
const number = (value: string | null | undefined) => (value == null ? undefined : Number(value));

/**
 * The price of each item's unit in the branch on the day: the branch's rate of that unit, else the all-branches rate
 * of it, else the base unit's rate (the branch's, then the all-branches') times the unit's factor, else the
 * catalogue price times it; with the item's VAT rate. One read for all the lines of a bill.
 */
export async function pricesInForce(
  db: TenantDb,
  items: readonly PricedItem[],
  ma_dvcs: string | undefined,
  ngay: string,
): Promise<(PriceInForce & { thue_suat: number })[]> {
  const found = await ratesOf(db, items, ma_dvcs, ngay);
  return items.map((item, i) => {
    const rates = found[i];
    const he_so = Number(item.he_so);
    const answer = (gia: number, nguon: PriceSource) => ({
      ma_vt: item.ma_vt,
      ma_dvt: item.ma_dvt,
      gia,
      nguon,
      he_so,
      thue_suat: Number(rates?.thue_suat ?? 0),
    });
    const own = ma_dvcs ? number(rates?.own) : undefined;
    if (own !== undefined) return answer(own, PRICE_SOURCE.branch_rate);
    const common = number(rates?.common);
    if (common !== undefined) return answer(common, PRICE_SOURCE.common_rate);
    if (item.ma_dvt !== rates?.base) {
      const base = (ma_dvcs ? number(rates?.base_own) : undefined) ?? number(rates?.base_common);
      if (base !== undefined) return answer(money(base * he_so), PRICE_SOURCE.base_unit_rate);
    }
    return answer(money(Number(rates?.gia_ban ?? 0) * he_so), PRICE_SOURCE.list_price);
  });
}

/** The price in force of one item and unit (default its base unit), as `pricesInForce` gives it. */
export async function priceInForce(
  db: TenantDb,
  query: { ma_vt: string; ma_dvcs?: string; ngay: string; ma_dvt?: string },
  fields?: LineFields,
): Promise<PriceInForce> {
  const { item, he_so } = await itemUnit(db, query.ma_vt, query.ma_dvt, fields);
  const [price] = await pricesInForce(
    db,
    [{ ma_vt: item.ma_vt, ma_dvt: query.ma_dvt || item.ma_dvt, he_so }],
    query.ma_dvcs,
    query.ngay,
  );
  const { thue_suat: _vat, ...shown } = price as PriceInForce & { thue_suat: number };
  return shown;
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
