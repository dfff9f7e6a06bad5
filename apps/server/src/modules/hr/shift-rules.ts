import { WEEK_DAYS } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import type { EntityHooks, Row } from "../../platform/crud/registry.js";
import { invalidInput } from "../../platform/errors.js";

const MINUTES_A_DAY = 24 * 60;

/** "8:00" or "08:00" → "08:00"; anything else is not a time of day. */
const timeOfDay = (vi: string, en: string) =>
  z
    .string(bilingual(`${vi} là bắt buộc`, `${en} is required`))
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, bilingual(`${vi} phải có dạng HH:mm (00:00 – 23:59)`, `${en} must be HH:mm`))
    .transform((s) => s.padStart(5, "0"));

/** "t2, t3 cn" → "T2,T3,CN": known days, each once, in the week's order. */
const weekDays = z
  .string(bilingual("Ngày làm là bắt buộc", "Days are required"))
  .transform((s) =>
    s
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
  )
  .refine(
    (days) => days.length > 0 && days.every((d) => (WEEK_DAYS as readonly string[]).includes(d)),
    bilingual("Ngày làm gồm T2, T3, T4, T5, T6, T7, CN, cách nhau dấu phẩy", "Days are T2 … T7, CN, comma-separated"),
  )
  .transform((days) => WEEK_DAYS.filter((d) => days.includes(d)).join(","));

export const shiftFieldSchemas = {
  gio_bat_dau: timeOfDay("Giờ bắt đầu", "Start time"),
  gio_ket_thuc: timeOfDay("Giờ kết thúc", "End time"),
  ngay_lam: weekDays,
};

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};

/** Minutes from start to end; an end before the start is on the next day (a night shift). */
export function shiftMinutes(start: string, end: string): number {
  return (minutesOf(end) - minutesOf(start) + MINUTES_A_DAY) % MINUTES_A_DAY;
}

/** The times make a shift of some length, the break fits in it, and its working hours are the server's. */
export const shiftHooks: EntityHooks = {
  beforeSave: async ({ values, old }) => {
    const merged: Row = { ...old, ...values };
    const start = String(merged.gio_bat_dau ?? "");
    const end = String(merged.gio_ket_thuc ?? "");
    const pause = Number(merged.nghi_giua_ca ?? 0);
    const minutes = shiftMinutes(start, end);
    if (minutes === 0) {
      throw invalidInput({
        gio_ket_thuc: bilingual("Giờ kết thúc phải khác giờ bắt đầu", "The end time must differ from the start time"),
      });
    }
    if (pause >= minutes) {
      throw invalidInput({
        nghi_giua_ca: bilingual(
          `Nghỉ giữa ca phải ngắn hơn ca làm (${minutes} phút)`,
          `The break must be shorter than the shift (${minutes} minutes)`,
        ),
      });
    }
    values.so_gio = Math.round(((minutes - pause) / 60) * 100) / 100;
  },
};
