import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DashboardContext } from "../dashboard-period.js";

/**
 * One block of the analytics dashboard: what it counts comes from one screen's rows, so it is
 * answered only to a user who may read that screen (`source`, a menu command).
 */
export interface AnalyticsBlock<S extends z.ZodType = z.ZodType> {
  source: string;
  schema: S;
  run(db: TenantDb, ctx: DashboardContext, request: FastifyRequest): Promise<z.infer<S>>;
}

/** Keeps a block's answer tied to its schema. */
export const defineBlock = <S extends z.ZodType>(block: AnalyticsBlock<S>): AnalyticsBlock<S> => block;
