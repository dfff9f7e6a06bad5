import { hasRight } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { signedIn } from "../../../platform/authentication.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type DashboardContext, day, periodDays } from "../dashboard-period.js";
import { type SalesFigures, salesFiguresSources, salesLineSchema, salesPaymentSchema } from "./sales-figures.js";

/** How many products, and how many services, the best-sellers list. */
export const BEST_LISTED = 10;

const totals = { revenue: z.number(), bills: z.number().int() };

export const ecommerceSchema = z.object({
  fromDate: day,
  toDate: day,
  ...totals,
  /** Revenue per bill, rounded; 0 without bills. */
  average_bill: z.number(),
  /** Every day of the period, quiet ones at 0. */
  by_day: z.array(z.object({ day, ...totals })),
  by_branch: z.array(z.object({ ma_dvcs: z.string(), ...totals })),
  /** The best sellers by revenue. */
  products: z.array(salesLineSchema),
  services: z.array(salesLineSchema),
  payments: z.array(salesPaymentSchema),
});
type Ecommerce = z.infer<typeof ecommerceSchema>;

type Sums = { revenue: number; bills: number };
const add = (map: Map<string, Sums>, key: string, revenue: number, bills: number) => {
  const sums = map.get(key) ?? { revenue: 0, bills: 0 };
  map.set(key, { revenue: sums.revenue + revenue, bills: sums.bills + bills });
};

function bestSellers(lines: SalesFigures["lines"], kind: "product" | "service") {
  const merged = new Map<string, SalesFigures["lines"][number]>();
  for (const line of lines.filter((l) => l.kind === kind)) {
    const seen = merged.get(line.ma_vt);
    merged.set(
      line.ma_vt,
      seen ? { ...seen, quantity: seen.quantity + line.quantity, revenue: seen.revenue + line.revenue } : line,
    );
  }
  return [...merged.values()]
    .sort((a, b) => b.revenue - a.revenue || a.ma_vt.localeCompare(b.ma_vt))
    .slice(0, BEST_LISTED);
}

function paymentMix(payments: SalesFigures["payments"]) {
  const merged = new Map<string, SalesFigures["payments"][number]>();
  for (const p of payments) {
    const seen = merged.get(p.ma_httt);
    merged.set(p.ma_httt, seen ? { ...seen, amount: seen.amount + p.amount } : p);
  }
  return [...merged.values()].sort((a, b) => b.amount - a.amount);
}

/** The figures of every source the user may read, added up over the period and scope of `ctx`. */
export async function ecommerce(db: TenantDb, ctx: DashboardContext, request: FastifyRequest): Promise<Ecommerce> {
  const { user } = signedIn(request);
  const all: SalesFigures = { days: [], lines: [], payments: [] };
  for (const source of salesFiguresSources.all()) {
    if (!hasRight(user, source.source, "read")) continue;
    const figures = await source.figures(db, ctx);
    all.days.push(...figures.days);
    all.lines.push(...figures.lines);
    all.payments.push(...figures.payments);
  }
  const byDay = new Map<string, Sums>();
  const byBranch = new Map<string, Sums>();
  for (const d of all.days) {
    add(byDay, d.day, d.revenue, d.bills);
    add(byBranch, d.ma_dvcs, d.revenue, d.bills);
  }
  const revenue = all.days.reduce((sum, d) => sum + d.revenue, 0);
  const bills = all.days.reduce((sum, d) => sum + d.bills, 0);
  return {
    fromDate: ctx.from,
    toDate: ctx.to,
    revenue,
    bills,
    average_bill: bills > 0 ? Math.round(revenue / bills) : 0,
    by_day: periodDays(ctx.from, ctx.to).map((d) => ({ day: d, ...(byDay.get(d) ?? { revenue: 0, bills: 0 }) })),
    by_branch: [...byBranch.entries()]
      .map(([ma_dvcs, sums]) => ({ ma_dvcs, ...sums }))
      .sort((a, b) => b.revenue - a.revenue || a.ma_dvcs.localeCompare(b.ma_dvcs)),
    products: bestSellers(all.lines, "product"),
    services: bestSellers(all.lines, "service"),
    payments: paymentMix(all.payments),
  };
}
