import { partnerEntity } from "@sen/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { scoped } from "../../crm/reports/report-sql.js";
import { countByKey } from "../dashboard-period.js";
import { defineBlock } from "./analytics-block.js";
import { countPerDayAndKey, dayCount } from "./per-day.js";

const NO_SOURCE = { vi: "(Chưa rõ nguồn)", en: "(No source)" } as const;

/** Partners created in the period for the salespeople the user may see, per day and per source. */
export const partnerFigures = defineBlock({
  source: partnerEntity.command,
  schema: z.object({ total: z.number().int(), by_day: z.array(dayCount), by_source: z.array(countByKey) }),
  async run(db, ctx) {
    const { total, byDay, byKey } = await countPerDayAndKey(db, ctx, {
      rows: sql`partners p LEFT JOIN crm_source_types s ON s.ma_nguon = p.ma_nguon
        WHERE ${scoped(ctx, "p", { employee: "ma_nvbh", time: "created_at" })}`,
      at: sql`p.created_at`,
      key: sql`coalesce(p.ma_nguon, '')`,
      title: sql`coalesce(s.ten_nguon, p.ma_nguon, ${NO_SOURCE[ctx.lang]})`,
    });
    return { total, by_day: byDay, by_source: byKey };
  },
});
