import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks, Row } from "../../../platform/crud/registry.js";
import { invalidInput } from "../../../platform/errors.js";

/** A card number of a series: its prefix, then the number on its digits (TV + 12 on 6 digits: TV000012). */
export const cardNumber = (tien_to: string | null, n: number, do_dai: number) =>
  `${tien_to ?? ""}${String(n).padStart(do_dai, "0")}`;

/** The value a save leaves: the one sent, else the stored one. */
const after = (values: Row, old: Row | undefined, name: string) =>
  values[name] !== undefined ? values[name] : old?.[name];

/** What fixes the numbers already given: once a card is issued, only the end of the series may move (not below it). */
const NUMBERING = ["tien_to", "tu_so", "do_dai"] as const;

/**
 * A series runs from `tu_so` up to `den_so`, which fits its digits; it shares no number with another series of the
 * same prefix and digits; once cards are issued from it, its numbering stays and its end stays above the last given.
 */
export const cardSeriesHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const errors: Record<string, string> = {};
    const tu = Number(after(values, old, "tu_so"));
    const den = Number(after(values, old, "den_so"));
    const digits = Number(after(values, old, "do_dai"));
    const prefix = (after(values, old, "tien_to") as string | null) || null;
    if (den < tu)
      errors.den_so = bilingual("Đến số phải lớn hơn hoặc bằng từ số", "The last number is below the first");
    else if (String(den).length > digits) {
      errors.den_so = bilingual(
        `Đến số có nhiều hơn ${digits} chữ số`,
        `The last number has more than ${digits} digits`,
      );
    }
    const last = old?.so_cuoi === null || old?.so_cuoi === undefined ? undefined : Number(old.so_cuoi);
    if (last !== undefined) {
      for (const name of NUMBERING) {
        if (values[name] !== undefined && (values[name] || null) !== (old?.[name] || null)) {
          errors[name] = bilingual(
            `Dãy số đã cấp thẻ đến ${cardNumber(String(old?.tien_to ?? ""), last, Number(old?.do_dai))}: không đổi được`,
            `Cards are issued up to ${cardNumber(String(old?.tien_to ?? ""), last, Number(old?.do_dai))}: this cannot change`,
          );
        }
      }
      if (den < last) {
        errors.den_so = bilingual(`Đã cấp thẻ đến số ${last}`, `Cards are issued up to number ${last}`);
      }
    }
    if (Object.keys(errors).length === 0) {
      const { rows } = await db.$client.query<{ ma_day: string }>(
        `SELECT ma_day FROM customer_card_series
          WHERE coalesce(tien_to, '') = $1 AND do_dai = $2 AND tu_so <= $4 AND den_so >= $3
            AND id IS DISTINCT FROM $5::uuid LIMIT 1`,
        [prefix ?? "", digits, tu, den, old?.id ?? null],
      );
      const other = rows[0];
      if (other) {
        errors.tu_so = bilingual(
          `Khoảng số trùng với dãy ${other.ma_day}`,
          `The numbers overlap those of series ${other.ma_day}`,
        );
      }
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  },
};
