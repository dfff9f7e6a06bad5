import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { signedIn } from "../../../platform/authentication.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type DashboardContext, day } from "../dashboard-period.js";
import { daySums, readableFigures, type SalesGroup, sumsByDay } from "../ecommerce/sales-figures.js";
import { defineBlock } from "./analytics-block.js";

/*
 * The home screen's sales and services: what the sales module's sources (retail bills less returns; service bills
 * and the package sessions servings used) give for the period, the branches and the employees the user may see.
 */

const schema = z.object({ ...daySums, by_day: z.array(z.object({ day, ...daySums })) });

/** The sources of `group` the user may read, added up in all and per day (every day of the period). */
async function groupFigures(db: TenantDb, ctx: DashboardContext, request: FastifyRequest, group: SalesGroup) {
  const answers = await readableFigures(db, ctx, signedIn(request).user);
  const { byDay, total } = sumsByDay(
    ctx,
    answers.filter((a) => a.group === group),
  );
  return { ...total, by_day: byDay };
}

/** Retail bills less returns: revenue and bills per day (the list of bills' readers). */
export const salesFigures = defineBlock({
  source: "sales.bills",
  schema,
  run: (db, ctx, request) => groupFigures(db, ctx, request, "sales"),
});

/** Service bills (revenue and bills) and the package sessions servings used (sessions and value), per day. */
export const serviceFigures = defineBlock({
  source: "sales.services",
  schema,
  run: (db, ctx, request) => groupFigures(db, ctx, request, "services"),
});
