import { ITEM_KIND } from "@sen/core";
import { and, eq, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { bilingual, say } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { FieldSchemas } from "../../../platform/crud/schema.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { productHours } from "../stock.tables.js";
import { CLOCK, describeWindow, inWindow, normalWeekdays, vietnamMoment } from "./hour-windows.js";
import { after, text } from "./row-values.js";
import { findItem } from "./unit-factor.js";

const clock = (vi: string, en: string) =>
  z
    .string()
    .trim()
    .regex(CLOCK, bilingual(`${vi} phải có dạng HH:mm (00:00–23:59)`, `${en} must be HH:mm (00:00–23:59)`));

/** Hours as HH:mm, weekdays as a sorted list of 2…8. */
export const productHourFieldSchemas: FieldSchemas = {
  tu_gio: clock("Từ giờ", "From"),
  den_gio: clock("Đến giờ", "To"),
  thu: z
    .string()
    .trim()
    .max(20, say.tooLong({ vi: "Các thứ", en: "Weekdays" }, 20))
    .transform((s, ctx) => {
      const days = normalWeekdays(s);
      if (days !== undefined) return days;
      ctx.addIssue({
        code: "custom",
        message: bilingual(
          "Các thứ là số 2–8 (8: Chủ nhật), cách nhau bởi dấu phẩy",
          "Weekdays are numbers 2–8 (8: Sunday), separated by commas",
        ),
      });
      return z.NEVER;
    }),
};

/** A window belongs to a service, starts and ends at different times and runs forward in dates. */
export const productHourHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const errors: Record<string, string> = {};
    const ma_vt = String(after(values, old, "ma_vt"));
    const item = await findItem(db, ma_vt);
    if (item && item.loai_vt !== ITEM_KIND.DV) {
      errors.ma_vt = bilingual(`${ma_vt} không phải dịch vụ`, `${ma_vt} is not a service`);
    }
    if (after(values, old, "tu_gio") === after(values, old, "den_gio")) {
      errors.den_gio = bilingual("Đến giờ phải khác từ giờ", "The end time must differ from the start");
    }
    const [from, to] = [text(after(values, old, "tu_ngay")), text(after(values, old, "den_ngay"))];
    if (from && to && to < from) {
      errors.den_ngay = bilingual("Đến ngày phải sau hoặc bằng từ ngày", "The end date must not be before the start");
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  },
};

export interface Sellable {
  ok: boolean;
  /** Why not (bilingual, see crud/messages.ts): the windows the item is sold in. */
  reason?: string;
}

/**
 * Whether the item may be sold in the branch at that moment (Vietnam's wall clock): always when no
 * window of its own or of every branch exists, else only inside one of them.
 */
export async function sellableAt(
  db: TenantDb,
  ma_vt: string,
  ma_dvcs: string | undefined,
  at: Date,
): Promise<Sellable> {
  const windows = await db
    .select({
      thu: productHours.thu,
      tu_gio: productHours.tu_gio,
      den_gio: productHours.den_gio,
      tu_ngay: productHours.tu_ngay,
      den_ngay: productHours.den_ngay,
    })
    .from(productHours)
    .where(
      and(
        eq(productHours.ma_vt, ma_vt),
        ma_dvcs ? or(isNull(productHours.ma_dvcs), eq(productHours.ma_dvcs, ma_dvcs)) : isNull(productHours.ma_dvcs),
      ),
    )
    .orderBy(productHours.tu_gio);
  if (windows.length === 0) return { ok: true };
  const moment = vietnamMoment(at);
  if (windows.some((w) => inWindow(w, moment))) return { ok: true };
  const item = await findItem(db, ma_vt);
  const name = item?.ten_vt ?? ma_vt;
  const list = (lang: "vi" | "en") => windows.map((w) => describeWindow(w, lang)).join(", ");
  return {
    ok: false,
    reason: bilingual(`${name} chỉ bán trong khung giờ ${list("vi")}`, `${name} is sold only at ${list("en")}`),
  };
}
