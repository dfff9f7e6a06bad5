import { hasRight, type RightsHolder } from "@sen/core";
import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DashboardContext } from "../dashboard-period.js";
import { day, periodDays } from "../dashboard-period.js";

/*
 * Where the e-commerce dashboard's figures come from. The dashboard owns no sales rows: each
 * module that records sales (retail bills, service bills, ...) registers a source here, and the
 * dashboard adds up the sources the user may read. No source registered: every figure is empty.
 */

const money = z.number();

export const salesDaySchema = z.object({ day, ma_dvcs: z.string(), revenue: money, bills: z.number().int() });
export const salesLineSchema = z.object({
  kind: z.enum(["product", "service"]),
  ma_vt: z.string(),
  ten_vt: z.string(),
  quantity: z.number(),
  revenue: money,
});
export const salesPaymentSchema = z.object({ ma_httt: z.string(), ten_httt: z.string(), amount: money });
export const usedDaySchema = z.object({ day, ma_dvcs: z.string(), sessions: z.number().int(), revenue: money });

/** One source's figures of a period. */
export interface SalesFigures {
  /** Posted bills and their revenue per Vietnamese day and branch (only days with bills). */
  days: z.infer<typeof salesDaySchema>[];
  /** What the bills sold, per product or service. */
  lines: z.infer<typeof salesLineSchema>[];
  /** What the bills were paid with, per payment type (TM, CK, THE, ...). */
  payments: z.infer<typeof salesPaymentSchema>[];
  /** Package sessions used (servings), and the value they recognised as revenue, per day and branch. */
  used?: z.infer<typeof usedDaySchema>[];
}

/** Whether a source's bills are sales of goods (retail bills) or of services (service bills, servings). */
export type SalesGroup = "sales" | "services";

export interface SalesFiguresSource {
  /** Unique among sources, for the registry and the logs. */
  name: string;
  /** The menu command whose read right lets a user see these figures (the source's own list). */
  source: string;
  group: SalesGroup;
  /**
   * The figures of `ctx`'s period, counting only rows of `ctx.branches`, and of `ctx.employees`
   * when that is set (a salesperson sees their own sales).
   */
  figures(db: TenantDb, ctx: DashboardContext): Promise<SalesFigures>;
}

const sources = new Map<string, SalesFiguresSource>();

export const salesFiguresSources = {
  /** Adds a source; the function it gives back removes it again. */
  register(source: SalesFiguresSource): () => void {
    if (sources.has(source.name)) throw new Error(`sales figures source ${source.name} is registered twice`);
    sources.set(source.name, source);
    return () => {
      sources.delete(source.name);
    };
  },
  all(): readonly SalesFiguresSource[] {
    return [...sources.values()];
  },
};

/** The figures of each source the user may read (`user` as signed in), with the group of its bills. */
export async function readableFigures(
  db: TenantDb,
  ctx: DashboardContext,
  user: RightsHolder,
): Promise<{ group: SalesGroup; figures: SalesFigures }[]> {
  const readable = [...sources.values()].filter((source) => hasRight(user, source.source, "read"));
  const answers = [];
  for (const source of readable) answers.push({ group: source.group, figures: await source.figures(db, ctx) });
  return answers;
}

/** What the dashboards add up per day: bills and revenue, the service bills' part of it, sessions used and their value. */
export const daySums = {
  revenue: money,
  bills: z.number().int(),
  service_revenue: money,
  sessions_used: z.number().int(),
  used_revenue: money,
};
export type DaySums = { [K in keyof typeof daySums]: number };
export const NO_SUMS: DaySums = { revenue: 0, bills: 0, service_revenue: 0, sessions_used: 0, used_revenue: 0 };
export const plusSums = (a: DaySums, b: Partial<DaySums>): DaySums => ({
  revenue: a.revenue + (b.revenue ?? 0),
  bills: a.bills + (b.bills ?? 0),
  service_revenue: a.service_revenue + (b.service_revenue ?? 0),
  sessions_used: a.sessions_used + (b.sessions_used ?? 0),
  used_revenue: a.used_revenue + (b.used_revenue ?? 0),
});

/** The sums of the sources' answers in all, and on every day of the period (quiet days at 0). */
export function sumsByDay(ctx: DashboardContext, answers: readonly { group: SalesGroup; figures: SalesFigures }[]) {
  const byDay = new Map<string, DaySums>();
  const add = (key: string, part: Partial<DaySums>) => byDay.set(key, plusSums(byDay.get(key) ?? NO_SUMS, part));
  for (const { group, figures } of answers) {
    for (const d of figures.days) {
      add(d.day, { revenue: d.revenue, bills: d.bills, service_revenue: group === "services" ? d.revenue : 0 });
    }
    for (const u of figures.used ?? []) add(u.day, { sessions_used: u.sessions, used_revenue: u.revenue });
  }
  return {
    total: [...byDay.values()].reduce(plusSums, NO_SUMS),
    byDay: periodDays(ctx.from, ctx.to).map((d) => ({ day: d, ...(byDay.get(d) ?? NO_SUMS) })),
  };
}
