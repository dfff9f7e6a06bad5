import { type CAMPAIGN_RESULTS, type CAMPAIGN_STATUSES, campaignEntity } from "@sen/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { inBranches, overlapsPeriod, percent } from "../../crm/reports/report-sql.js";
import { defineBlock } from "./analytics-block.js";

type Status = (typeof CAMPAIGN_STATUSES)[number]["value"];
type Result = (typeof CAMPAIGN_RESULTS)[number]["value"];
const RUNNING: Status = "running";
const NOT_CONTACTED: Result = "pending";
const CONVERTED: Result = "converted";

/** How many running campaigns the dashboard lists, the latest first. */
export const CAMPAIGNS_LISTED = 6;

const campaign = z.object({
  id: z.string(),
  ma_chien_dich: z.string(),
  ten_chien_dich: z.string(),
  tu_ngay: z.string(),
  den_ngay: z.string().nullable(),
  partners: z.number().int(),
  contacted: z.number().int(),
  converted: z.number().int(),
  /** Contacted per hundred of its partners, one decimal; null for a campaign without partners. */
  progress: z.number().nullable(),
});

/** Running campaigns of the selected branches whose days meet the period, with how far their partners got. */
export const campaignFigures = defineBlock({
  source: campaignEntity.command,
  schema: z.object({ running: z.number().int(), items: z.array(campaign) }),
  async run(db, ctx) {
    const { rows } = await db.execute<z.infer<typeof campaign> & { running: number }>(
      sql`SELECT c.id, c.ma_chien_dich, c.ten_chien_dich, to_char(c.tu_ngay, 'YYYY-MM-DD') AS tu_ngay,
          to_char(c.den_ngay, 'YYYY-MM-DD') AS den_ngay, count(cp.id)::int AS partners,
          count(cp.id) FILTER (WHERE cp.ket_qua <> ${NOT_CONTACTED})::int AS contacted,
          count(cp.id) FILTER (WHERE cp.ket_qua = ${CONVERTED})::int AS converted,
          ${percent(sql`count(cp.id) FILTER (WHERE cp.ket_qua <> ${NOT_CONTACTED})`, sql`count(cp.id)`)} AS progress,
          (count(*) OVER ())::int AS running
        FROM crm_campaigns c LEFT JOIN crm_campaign_partners cp ON cp.ma_chien_dich = c.ma_chien_dich
        WHERE c.trang_thai = ${RUNNING} AND ${inBranches(ctx, sql`c.ma_dvcs`)}
          AND ${overlapsPeriod(ctx, sql`c.tu_ngay`, sql`c.den_ngay`)}
        GROUP BY c.id ORDER BY c.tu_ngay DESC, c.ma_chien_dich LIMIT ${CAMPAIGNS_LISTED}`,
    );
    return { running: rows[0]?.running ?? 0, items: rows.map(({ running: _, ...item }) => item) };
  },
});
