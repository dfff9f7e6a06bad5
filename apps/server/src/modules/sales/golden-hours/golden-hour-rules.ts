import { GOLDEN_HOUR_KIND, GOLDEN_HOUR_SCOPE } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { FieldSchemas } from "../../../platform/crud/schema.js";
import { invalidInput } from "../../../platform/errors.js";
import { productHourFieldSchemas } from "../../stock/pricing/product-hours.service.js";
import { after, text } from "../../stock/pricing/row-values.js";

/** Hours as HH:mm and weekdays as a sorted list of 2…8, as a product's sale hours are written. */
export const goldenHourFieldSchemas: FieldSchemas = productHourFieldSchemas;

/**
 * A golden hour names what it covers (an item for `item`, a group for `group`, nothing for every service), lasts some
 * time, runs forward in dates, and takes off no more than 100%.
 */
export const goldenHourHooks: EntityHooks = {
  async beforeSave({ values, old }) {
    const errors: Record<string, string> = {};
    const scope = after(values, old, "pham_vi");
    const item = text(after(values, old, "ma_vt"));
    const group = text(after(values, old, "ma_nhom"));
    if (scope === GOLDEN_HOUR_SCOPE.item && !item) {
      errors.ma_vt = bilingual("Chọn hàng hóa / dịch vụ áp dụng giờ vàng", "Pick the item the golden hour prices");
    }
    if (scope === GOLDEN_HOUR_SCOPE.group && !group) {
      errors.ma_nhom = bilingual("Chọn nhóm hàng hóa áp dụng giờ vàng", "Pick the group the golden hour prices");
    }
    if (after(values, old, "kieu") === GOLDEN_HOUR_KIND.percent && Number(after(values, old, "gia_tri")) > 100) {
      errors.gia_tri = bilingual("Phần trăm giảm không được lớn hơn 100", "The percent off may not exceed 100");
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
