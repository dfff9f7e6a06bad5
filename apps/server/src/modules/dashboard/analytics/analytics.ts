import { hasRight } from "@sen/core";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { signedIn } from "../../../platform/authentication.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { localDay } from "../../../platform/db/vietnam-days.js";
import { type DashboardContext, day } from "../dashboard-period.js";
import type { AnalyticsBlock } from "./analytics-block.js";
import { callFigures } from "./call-figures.js";
import { campaignFigures } from "./campaign-figures.js";
import { partnerFigures } from "./partner-figures.js";
import { salesFigures, serviceFigures } from "./sales-blocks.js";
import { taskFigures, ticketFigures } from "./schedule-figures.js";
import { targetFigures } from "./target-figures.js";
import { topSalespeople } from "./top-salespeople.js";

/** The blocks of the analytics dashboard, by the name each has in the answer. */
const BLOCKS = {
  partners: partnerFigures,
  tasks: taskFigures,
  tickets: ticketFigures,
  calls: callFigures,
  campaigns: campaignFigures,
  targets: targetFigures,
  top_salespeople: topSalespeople,
  sales: salesFigures,
  services: serviceFigures,
};
type Blocks = typeof BLOCKS;
type BlockName = keyof Blocks;
type Answered = { [K in BlockName]?: z.infer<Blocks[K]["schema"]> };

const optionalBlocks = Object.fromEntries(
  Object.entries(BLOCKS).map(([name, block]) => [name, block.schema.optional()]),
) as { [K in BlockName]: z.ZodOptional<Blocks[K]["schema"]> };

export const analyticsSchema = z.object({
  fromDate: day,
  toDate: day,
  /** Today in Vietnam, the day "due today" means. */
  today: day,
  ...optionalBlocks,
});

/** Each block the user may read the source of, over the period and scope of `ctx`; the others are left out. */
export async function analytics(db: TenantDb, ctx: DashboardContext, request: FastifyRequest) {
  const { user } = signedIn(request);
  const { rows } = await db.execute<{ today: string }>(
    sql`SELECT to_char(${localDay(sql`now()`)}, 'YYYY-MM-DD') AS today`,
  );
  const answer: Record<string, unknown> = {};
  for (const [name, block] of Object.entries(BLOCKS) as [BlockName, AnalyticsBlock][]) {
    if (hasRight(user, block.source, "read")) answer[name] = await block.run(db, ctx, request);
  }
  return { fromDate: ctx.from, toDate: ctx.to, today: rows[0]?.today ?? ctx.to, ...(answer as Answered) };
}
