import { formatDate } from "@sen/core";
import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { rates } from "../stock.tables.js";
import { after, text } from "./row-values.js";
import { itemUnit } from "./unit-factor.js";

/** Rows of one branch, or the all-branches rows when `ma_dvcs` is empty. */
export const branchRows = (ma_dvcs: string | undefined): SQL =>
  ma_dvcs ? eq(rates.ma_dvcs, ma_dvcs) : isNull(rates.ma_dvcs);

const until = (day: string | null) => (day ? formatDate(day) : "không thời hạn");
const untilEn = (day: string | null) => (day ? formatDate(day) : "open-ended");

interface Period {
  ma_vt: string;
  ma_dvt: string;
  ma_dvcs?: string;
  tu_ngay: string;
  den_ngay?: string;
}

/** The first other rate of the product, unit and branch whose days meet the period's. */
async function overlapping(db: TenantDb, p: Period, exceptId?: string) {
  const [row] = await db
    .select({ tu_ngay: rates.tu_ngay, den_ngay: rates.den_ngay })
    .from(rates)
    .where(
      and(
        eq(rates.ma_vt, p.ma_vt),
        eq(rates.ma_dvt, p.ma_dvt),
        branchRows(p.ma_dvcs),
        exceptId ? ne(rates.id, exceptId) : undefined,
        sql`daterange(${rates.tu_ngay}, ${rates.den_ngay}, '[]') && daterange(${p.tu_ngay}::date, ${p.den_ngay ?? null}::date, '[]')`,
      ),
    )
    .orderBy(rates.tu_ngay)
    .limit(1);
  return row;
}

/**
 * A rate's unit is the product's base unit or one it converts, its period runs forward, and no other
 * rate of the product, unit and branch shares a day with it. Saves of one product, unit and branch
 * queue on a lock so that two at once meet the same clear refusal; the exclusion constraint of the
 * table still stands behind it.
 */
export const rateHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const p = {
      ma_vt: String(after(values, old, "ma_vt")),
      ma_dvt: String(after(values, old, "ma_dvt")),
      ma_dvcs: text(after(values, old, "ma_dvcs")),
      tu_ngay: String(after(values, old, "tu_ngay")),
      den_ngay: text(after(values, old, "den_ngay")),
    };
    await itemUnit(db, p.ma_vt, p.ma_dvt);
    if (p.den_ngay && p.den_ngay < p.tu_ngay) {
      throw invalidInput({
        den_ngay: bilingual("Đến ngày phải sau hoặc bằng từ ngày", "The end date must not be before the start"),
      });
    }
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rates:${p.ma_vt}:${p.ma_dvt}:${p.ma_dvcs ?? ""}`}))`);
    const other = await overlapping(db, p, old ? String(old.id) : undefined);
    if (!other) return;
    const where = p.ma_dvcs ? `chi nhánh ${p.ma_dvcs}` : "mọi chi nhánh";
    const whereEn = p.ma_dvcs ? `branch ${p.ma_dvcs}` : "every branch";
    throw invalidInput({
      tu_ngay: bilingual(
        `Đã có giá cho ${p.ma_vt} (${p.ma_dvt}, ${where}) từ ${formatDate(other.tu_ngay)} đến ${until(other.den_ngay)}`,
        `${p.ma_vt} (${p.ma_dvt}, ${whereEn}) already has a price from ${formatDate(other.tu_ngay)} to ${untilEn(other.den_ngay)}`,
      ),
    });
  },
};
