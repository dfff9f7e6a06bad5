import { CAMPAIGN_RESULTS, TASK_STATE } from "@sen/core";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { EntityBinding } from "../../../platform/crud/registry.js";
import { findRow } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { withinDays } from "../../../platform/db/vietnam-days.js";
import { callLogs, campaignPartners, tasks } from "../crm.tables.js";

type Result = (typeof CAMPAIGN_RESULTS)[number]["value"];
const RESULTS = CAMPAIGN_RESULTS.map((r) => r.value) as Result[];

export const campaignSummarySchema = z.object({
  total: z.number().int(),
  by_result: z.object(Object.fromEntries(RESULTS.map((r) => [r, z.number().int()])) as Record<Result, z.ZodNumber>),
  /** Converted partners per hundred in the campaign (0 for an empty campaign). */
  conversion_rate: z.number(),
  tasks: z.number().int(),
  done_tasks: z.number().int(),
  calls: z.number().int(),
});

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * GET crm/campaigns/{id}/summary: its partners by result, its appointments (crm_tasks of the
 * campaign), and the calls made to its partners between its dates, in the request's branches.
 */
export async function campaignSummary(db: TenantDb, binding: EntityBinding, id: string, request: FastifyRequest) {
  const campaign = await findRow(db, binding, id, request);
  const code = String(campaign.ma_chien_dich);
  const results = await db
    .select({ ket_qua: campaignPartners.ket_qua, n: count() })
    .from(campaignPartners)
    .where(eq(campaignPartners.ma_chien_dich, code))
    .groupBy(campaignPartners.ket_qua);
  const by_result = Object.fromEntries(RESULTS.map((r) => [r, 0])) as Record<Result, number>;
  for (const row of results) if (row.ket_qua in by_result) by_result[row.ket_qua as Result] = row.n;
  const total = results.reduce((sum, row) => sum + row.n, 0);

  const [taskCounts] = await db
    .select({ tasks: count(), done_tasks: count(sql`CASE WHEN ${tasks.trang_thai} = ${TASK_STATE.done} THEN 1 END`) })
    .from(tasks)
    .where(and(eq(tasks.ma_chien_dich, code), inArray(tasks.ma_dvcs, request.branches)));
  const members = db
    .select({ ma_kh: campaignPartners.ma_kh })
    .from(campaignPartners)
    .where(eq(campaignPartners.ma_chien_dich, code));
  const [callCount] = await db
    .select({ calls: count() })
    .from(callLogs)
    .where(
      and(
        inArray(callLogs.ma_kh, members),
        inArray(callLogs.ma_dvcs, request.branches),
        withinDays(
          callLogs.bat_dau,
          String(campaign.tu_ngay),
          campaign.den_ngay ? String(campaign.den_ngay) : undefined,
        ),
      ),
    );
  return {
    total,
    by_result,
    conversion_rate: percent(by_result.converted, total),
    tasks: taskCounts?.tasks ?? 0,
    done_tasks: taskCounts?.done_tasks ?? 0,
    calls: callCount?.calls ?? 0,
  };
}
