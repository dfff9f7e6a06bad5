import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { signedIn } from "../../../platform/authentication.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type DashboardContext, day } from "../dashboard-period.js";
import {
  daySums,
  readableFigures,
  type SalesFigures,
  salesLineSchema,
  salesPaymentSchema,
  sumsByDay,
} from "./sales-figures.js";

/** How many products, and how many services, the best-sellers list. */
export const BEST_LISTED = 10;

const totals = { revenue: z.number(), bills: z.number().int() };

export const ecommerceSchema = z.object({
  fromDate: day,
  toDate: day,
  /** Bills and revenue; of the revenue, what service bills sold; the package sessions servings used, their value. */
  ...daySums,
  /** Revenue per bill, rounded; 0 without bills. */
  average_bill: z.number(),
  /** Every day of the period, quiet ones at 0. */
  by_day: z.array(z.object({ day, ...daySums })),
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
  const answers = await readableFigures(db, ctx, signedIn(request).user);
  const { byDay, total } = sumsByDay(ctx, answers);
  const byBranch = new Map<string, Sums>();
  for (const d of answers.flatMap((a) => a.figures.days)) add(byBranch, d.ma_dvcs, d.revenue, d.bills);
  const all = answers.map((a) => a.figures);
  return {
    fromDate: ctx.from,
    toDate: ctx.to,
    ...total,
    average_bill: total.bills > 0 ? Math.round(total.revenue / total.bills) : 0,
    by_day: byDay,
    by_branch: [...byBranch.entries()]
      .map(([ma_dvcs, sums]) => ({ ma_dvcs, ...sums }))
      .sort((a, b) => b.revenue - a.revenue || a.ma_dvcs.localeCompare(b.ma_dvcs)),
    products: bestSellers(
      all.flatMap((f) => f.lines),
      "product",
    ),
    services: bestSellers(
      all.flatMap((f) => f.lines),
      "service",
    ),
    payments: paymentMix(all.flatMap((f) => f.payments)),
  };
}
