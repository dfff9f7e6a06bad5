import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import { invalidInput } from "../../../platform/errors.js";
import { after, text } from "./row-values.js";
import { findItem } from "./unit-factor.js";

/** A conversion names another unit than the item's base one, worth more than nothing. */
export const conversionUnitHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const errors: Record<string, string> = {};
    const heSo = after(values, old, "he_so");
    if (typeof heSo === "number" && heSo <= 0) {
      errors.he_so = bilingual("Hệ số quy đổi phải lớn hơn 0", "The factor must be above 0");
    }
    const ma_vt = text(after(values, old, "ma_vt"));
    const item = ma_vt ? await findItem(db, ma_vt) : undefined;
    if (item && after(values, old, "ma_dvt") === item.ma_dvt) {
      errors.ma_dvt = bilingual(
        `${item.ma_dvt} là đơn vị tính cơ sở của ${item.ma_vt}, không cần quy đổi`,
        `${item.ma_dvt} is the base unit of ${item.ma_vt}: it needs no conversion`,
      );
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  },
};
