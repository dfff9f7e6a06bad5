import { z } from "zod";
import { employeeReport } from "../../crm/reports/employee.report.js";
import { defineBlock } from "./analytics-block.js";

/** How many salespeople the ranking lists. */
export const TOP_LISTED = 5;

const MEASURES = ["new_partners", "done_appointments", "calls"] as const;
type Measure = (typeof MEASURES)[number];

const salesperson = z.object({
  ma_nv: z.string(),
  ten_nv: z.string(),
  ...(Object.fromEntries(MEASURES.map((m) => [m, z.number().int()])) as Record<Measure, z.ZodNumber>),
});
type Salesperson = z.infer<typeof salesperson>;

/** New partners first; done appointments, then calls, break ties. */
const byRank = (a: Salesperson, b: Salesperson) => {
  for (const m of MEASURES) if (a[m] !== b[m]) return b[m] - a[m];
  return a.ma_nv.localeCompare(b.ma_nv);
};

/**
 * The best salespeople of the period, from the employee report's rows (so it needs that report's
 * right): ranked by new partners, then done appointments, then calls; no one with none of them.
 */
export const topSalespeople = defineBlock({
  source: "crm.reports.employee",
  schema: z.object({ ranked_by: z.array(z.enum(MEASURES)), items: z.array(salesperson) }),
  async run(db, ctx) {
    const { rows } = await employeeReport.run(db, ctx);
    const items = rows
      .map((r) => ({
        ma_nv: r.ma_nv,
        ten_nv: r.ten_nv,
        new_partners: r.new_partners,
        done_appointments: r.done_appointments,
        calls: r.calls,
      }))
      .filter((r) => MEASURES.some((m) => r[m] > 0))
      .sort(byRank)
      .slice(0, TOP_LISTED);
    return { ranked_by: [...MEASURES], items };
  },
});
