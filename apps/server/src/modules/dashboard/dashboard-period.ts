import { z } from "zod";
import { type ReportContext, reportContext, reportQuerySchema } from "../crm/reports/report-query.js";

/**
 * A dashboard's period and scope are a report's: Vietnamese days (at most 366 of them, a wrong
 * or missing day is a 422 naming the field), the branches of X-Branches and the employees the
 * user may see.
 */
export const periodQuerySchema = reportQuerySchema.pick({ fromDate: true, toDate: true });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;
export type DashboardContext = ReportContext;
export const dashboardContext = reportContext;

/** A day of the period, as the answers give it. */
export const day = z.iso.date();

/** `{ key, title, count }`: a count per value of a column (a source, a status). */
export const countByKey = z.object({ key: z.string(), title: z.string(), count: z.number().int() });

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function periodDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
