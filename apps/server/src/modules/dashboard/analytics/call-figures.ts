import { callLogEntity } from "@sen/core";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { scoped } from "../../crm/reports/report-sql.js";
import { ANSWERED } from "../../crm/reports/statuses.js";
import { countByKey } from "../dashboard-period.js";
import { defineBlock } from "./analytics-block.js";
import { countPerDayAndKey, dayCount } from "./per-day.js";

const NO_STATUS = { vi: "(Chưa ghi trạng thái)", en: "(No status)" } as const;

/** Calls logged in the period by the employees the user may see: per day and per status (the outcome). */
export const callFigures = defineBlock({
  source: callLogEntity.command,
  schema: z.object({
    total: z.number().int(),
    /** Calls whose status is the answered one ("Nghe máy"). */
    answered: z.number().int(),
    by_day: z.array(dayCount),
    by_status: z.array(countByKey),
  }),
  async run(db, ctx) {
    const { total, byDay, byKey } = await countPerDayAndKey(db, ctx, {
      rows: sql`crm_call_logs c WHERE ${scoped(ctx, "c", { employee: "ma_nv", time: "bat_dau" })}`,
      at: sql`c.bat_dau`,
      key: sql`coalesce(c.trang_thai, '')`,
      title: sql`coalesce(nullif(c.trang_thai, ''), ${NO_STATUS[ctx.lang]})`,
    });
    const answered = byKey.find((s) => s.key === ANSWERED)?.count ?? 0;
    return { total, answered, by_day: byDay, by_status: byKey };
  },
});
