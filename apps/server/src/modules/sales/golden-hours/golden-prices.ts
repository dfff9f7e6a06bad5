import { configIsTrue, GOLDEN_HOUR_KIND, ITEM_KIND } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import type { DocumentDraft } from "../../../platform/documents/document-kind.js";
import { inWindow, vietnamMoment } from "../../stock/pricing/hour-windows.js";
import { pricesInForce } from "../../stock/pricing/price-in-force.js";
import { configValue } from "../../system/config.service.js";

/** A line to price: its item, how many base units its unit is, and the price in force found for it. */
export interface GoldenLine {
  ma_vt: string;
  he_so: number;
  gia: number;
}

interface Rule {
  ma_gio_vang: string;
  ma_vt: string;
  kieu: string;
  gia_tri: string;
  thu: string | null;
  tu_gio: string;
  den_gio: string;
  tu_ngay: string | null;
  den_ngay: string | null;
}

const money = (n: number) => Math.round(n * 100) / 100;

function priceBy(rule: Rule, line: GoldenLine): number {
  const value = Number(rule.gia_tri);
  if (rule.kieu === GOLDEN_HOUR_KIND.price) return money(value * line.he_so);
  return money(line.gia * (1 - value / 100));
}

/**
 * The golden hours in use that cover each item in the branch on the moment's day (by the item, its group, or every
 * service, as the rule's scope says: a code it also holds is not read), one row per item and rule: one read.
 */
async function rulesFor(db: TenantDb, items: string[], branch: string | undefined, day: string) {
  const { rows } = await db.$client.query<Rule>(
    prepared(
      `SELECT g.ma_gio_vang, p.ma_vt, g.kieu, g.gia_tri::text, g.thu, g.tu_gio, g.den_gio,
              g.tu_ngay::text, g.den_ngay::text
       FROM products p JOIN golden_hours g
         ON (g.pham_vi = 'item' AND g.ma_vt = p.ma_vt) OR (g.pham_vi = 'group' AND g.ma_nhom = p.ma_nhom)
           OR (g.pham_vi = 'services' AND p.loai_vt = $4)
       WHERE p.ma_vt = ANY($1::text[]) AND g.status
         AND (g.ma_dvcs IS NULL OR g.ma_dvcs = $2)
         AND (g.tu_ngay IS NULL OR g.tu_ngay <= $3::date) AND (g.den_ngay IS NULL OR g.den_ngay >= $3::date)`,
      [items, branch ?? null, day, ITEM_KIND.DV],
    ),
  );
  return rows;
}

/**
 * With `sale_golden_hour` on, each line's price is the lowest a golden hour open at `at` (Vietnam's wall clock) gives
 * it, when lower than the price in force; the answer names the golden hour of each line it prices (undefined: none).
 */
export async function goldenPrices(
  db: TenantDb,
  lines: readonly GoldenLine[],
  branch: string | undefined,
  at: Date,
): Promise<({ gia: number; ma_gio_vang: string } | undefined)[]> {
  if (lines.length === 0 || !configIsTrue(await configValue(db, "sale_golden_hour"))) return lines.map(() => undefined);
  const moment = vietnamMoment(at);
  const open = (await rulesFor(db, [...new Set(lines.map((l) => l.ma_vt))], branch, moment.day)).filter((r) =>
    inWindow(r, moment),
  );
  return lines.map((line) => {
    let best: { gia: number; ma_gio_vang: string } | undefined;
    for (const rule of open.filter((r) => r.ma_vt === line.ma_vt)) {
      const gia = priceBy(rule, line);
      if (gia < (best?.gia ?? line.gia)) best = { gia, ma_gio_vang: rule.ma_gio_vang };
    }
    return best;
  });
}

/**
 * The moment a sale is priced at: now, for a sale of today; a sale dated another day has no known hour, so no
 * golden hour prices it.
 */
export const saleMoment = (ngay_ct: string): Date | undefined => (ngay_ct === vietnamToday() ? new Date() : undefined);

/** Lowers the prices in force of a sale's lines (as `pricesInForce` gives them) to the golden hours' of its moment. */
export async function lowerToGoldenHours(db: TenantDb, draft: DocumentDraft, prices: GoldenLine[]) {
  const at = saleMoment(String(draft.header.ngay_ct));
  if (!at) return;
  const golden = await goldenPrices(db, prices, draft.header.ma_dvcs as string | undefined, at);
  golden.forEach((found, i) => {
    const price = prices[i];
    if (found && price) price.gia = found.gia;
  });
}

export interface OpenGoldenHour {
  ma_vt: string;
  gia: number;
  ma_gio_vang: string;
  ten_gio_vang: string;
}

/**
 * The items among `codes` a golden hour prices now in the branch (their base unit), with the golden price and the
 * golden hour's name: what the counter tells the cashier beside a line. None while `sale_golden_hour` is off.
 */
export async function openGoldenHours(db: TenantDb, branch: string, codes: string[]): Promise<OpenGoldenHour[]> {
  const { rows: items } = await db.$client.query<{ ma_vt: string; ma_dvt: string }>(
    prepared("SELECT ma_vt, ma_dvt FROM products WHERE ma_vt = ANY($1::text[])", [codes]),
  );
  const prices = await pricesInForce(
    db,
    items.map((i) => ({ ...i, he_so: 1 })),
    branch,
    vietnamToday(),
  );
  const golden = await goldenPrices(db, prices, branch, new Date());
  const { rows: names } = await db.$client.query<{ ma_gio_vang: string; ten_gio_vang: string }>(
    prepared("SELECT ma_gio_vang, ten_gio_vang FROM golden_hours WHERE ma_gio_vang = ANY($1::text[])", [
      golden.flatMap((g) => (g ? [g.ma_gio_vang] : [])),
    ]),
  );
  return prices.flatMap((price, i) => {
    const found = golden[i];
    if (!found) return [];
    const name = names.find((n) => n.ma_gio_vang === found.ma_gio_vang)?.ten_gio_vang ?? found.ma_gio_vang;
    return [{ ma_vt: price.ma_vt, gia: found.gia, ma_gio_vang: found.ma_gio_vang, ten_gio_vang: name }];
  });
}
