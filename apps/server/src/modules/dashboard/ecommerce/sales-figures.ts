import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DashboardContext } from "../dashboard-period.js";
import { day } from "../dashboard-period.js";

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

/** One source's figures of a period. */
export interface SalesFigures {
  /** Posted bills and their revenue per Vietnamese day and branch (only days with bills). */
  days: z.infer<typeof salesDaySchema>[];
  /** What the bills sold, per product or service. */
  lines: z.infer<typeof salesLineSchema>[];
  /** What the bills were paid with, per payment type (TM, CK, THE, ...). */
  payments: z.infer<typeof salesPaymentSchema>[];
}

export interface SalesFiguresSource {
  /** Unique among sources, for the registry and the logs. */
  name: string;
  /** The menu command whose read right lets a user see these figures (the source's own list). */
  source: string;
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
