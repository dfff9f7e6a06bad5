import { CAMPAIGN_RESULT, TASK_STATE } from "@sen/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { answerOf, count, defineReport, rate } from "./report.js";
import { inBranches, ofEmployees, overlapsPeriod, percent, rowsAndTotals, scoped } from "./report-sql.js";

const NO_SOURCE = { vi: "(Không có nguồn)", en: "(No source)" } as const;

const conversion = {
  new_partners: count,
  with_appointment: count,
  with_done: count,
  /** with_done / new_partners, %. */
  conversion_rate: rate,
};
const campaignMeasures = { campaigns: count, campaign_converted: count };

const optionRow = z.object({
  key: z.string(),
  ma_chi_tiet_nguon: z.string(),
  ten_chi_tiet_nguon: z.string(),
  ...conversion,
});

interface Counted {
  is_total: boolean;
  is_source: boolean;
  ma_nguon: string | null;
  ten_nguon: string | null;
  ma_chi_tiet_nguon: string | null;
  ten_chi_tiet_nguon: string | null;
  new_partners: number;
  with_appointment: number;
  with_done: number;
  conversion_rate: number | null;
  campaigns: number;
  campaign_converted: number;
}

const measuresOf = (r: Counted) => ({
  new_partners: r.new_partners,
  with_appointment: r.with_appointment,
  with_done: r.with_done,
  conversion_rate: r.conversion_rate,
});

/**
 * Per customer source (and its options): the partners created in the period, how many of them have
 * an appointment and a done one (the conversion), and the period's campaigns of that source with
 * the partners they converted. Every source in use is listed, even at 0.
 */
export const marketingReport = defineReport({
  name: "marketing",
  summary: "New partners and their conversion per source, with the source's campaigns",
  answer: answerOf(
    {
      key: z.string(),
      ma_nguon: z.string().nullable(),
      ten_nguon: z.string(),
      ...conversion,
      ...campaignMeasures,
      options: z.array(optionRow),
    },
    { ...conversion, ...campaignMeasures },
  ),
  async run(db, ctx) {
    const { rows, totals } = await rowsAndTotals<{ rows: Counted[]; totals: Counted }>(
      db,
      sql`WITH facts AS (
          SELECT p.ma_nguon AS src, p.ma_chi_tiet_nguon AS opt, p.ma_kh AS new_kh,
            CASE WHEN EXISTS (SELECT 1 FROM crm_tasks t WHERE t.ma_kh = p.ma_kh) THEN p.ma_kh END AS booked_kh,
            CASE WHEN EXISTS (SELECT 1 FROM crm_tasks t WHERE t.ma_kh = p.ma_kh AND t.trang_thai = ${TASK_STATE.done})
              THEN p.ma_kh END AS done_kh,
            NULL::text AS campaign, NULL::text AS converted_kh
          FROM partners p WHERE ${scoped(ctx, "p", { employee: "ma_nvbh", time: "created_at" })}
          UNION ALL
          SELECT c.ma_nguon, NULL, NULL, NULL, NULL, c.ma_chien_dich, cp.ma_kh
          FROM crm_campaigns c
          LEFT JOIN crm_campaign_partners cp ON cp.ma_chien_dich = c.ma_chien_dich AND cp.ket_qua = ${CAMPAIGN_RESULT.converted}
            AND EXISTS (SELECT 1 FROM partners p WHERE p.ma_kh = cp.ma_kh AND ${ofEmployees(ctx, sql`p.ma_nvbh`)})
          WHERE ${inBranches(ctx, sql`c.ma_dvcs`)} AND ${overlapsPeriod(ctx, sql`c.tu_ngay`, sql`c.den_ngay`)}
          UNION ALL
          SELECT s.ma_nguon, NULL, NULL, NULL, NULL, NULL, NULL FROM crm_source_types s WHERE s.status
        )
        SELECT grouping(f.src) = 1 AS is_total, grouping(f.opt) = 1 AS is_source,
          f.src AS ma_nguon, (SELECT s.ten_nguon FROM crm_source_types s WHERE s.ma_nguon = f.src) AS ten_nguon,
          f.opt AS ma_chi_tiet_nguon,
          (SELECT o.ten_chi_tiet FROM crm_source_type_options o WHERE o.ma_chi_tiet = f.opt) AS ten_chi_tiet_nguon,
          count(DISTINCT f.new_kh)::int AS new_partners,
          count(DISTINCT f.booked_kh)::int AS with_appointment,
          count(DISTINCT f.done_kh)::int AS with_done,
          ${percent(sql`count(DISTINCT f.done_kh)`, sql`count(DISTINCT f.new_kh)`)} AS conversion_rate,
          count(DISTINCT f.campaign)::int AS campaigns,
          count(DISTINCT f.converted_kh)::int AS campaign_converted
        FROM facts f
        GROUP BY GROUPING SETS ((f.src, f.opt), (f.src), ())
        HAVING grouping(f.opt) = 1 OR f.opt IS NOT NULL
        ORDER BY is_total, f.src NULLS LAST, is_source DESC, f.opt`,
    );
    const sources = rows
      .filter((r) => r.is_source)
      .map((r) => ({
        key: r.ma_nguon ?? "",
        ma_nguon: r.ma_nguon,
        ten_nguon: r.ma_nguon === null ? NO_SOURCE[ctx.lang] : (r.ten_nguon ?? r.ma_nguon),
        ...measuresOf(r),
        campaigns: r.campaigns,
        campaign_converted: r.campaign_converted,
        options: rows
          .filter((o) => !o.is_source && o.ma_nguon === r.ma_nguon && o.ma_chi_tiet_nguon !== null)
          .map((o) => ({
            key: `${o.ma_nguon ?? ""}/${o.ma_chi_tiet_nguon}`,
            ma_chi_tiet_nguon: o.ma_chi_tiet_nguon as string,
            ten_chi_tiet_nguon: o.ten_chi_tiet_nguon ?? (o.ma_chi_tiet_nguon as string),
            ...measuresOf(o),
          })),
      }));
    return {
      rows: sources,
      totals: { ...measuresOf(totals), campaigns: totals.campaigns, campaign_converted: totals.campaign_converted },
    };
  },
});
