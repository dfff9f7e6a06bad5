import { defineEntity } from "../entity/entity.js";
import type { ReferenceField } from "../entity/field.js";
import { codeField, fromDayField, nameField, noteField, statusField, toDayField } from "./common.js";

/*
 * Promotions (khuyến mãi): a program names the days and the branch (none: every branch) its rules hold in; its
 * rules are documents, by product (promotion-products: a percent off from a quantity bought, or an item given per
 * quantity bought) or by bill total (promotion-revenue: from an amount, a percent or an amount off, or an item
 * given), each in force only once approved. The counter applies the best that holds, by itself.
 */

/** The screens that price a sale, and so read the programs in force. */
const PROMOTION_SCREENS = [
  "sales.retail-orders",
  "sales.bills",
  "sales.sale-orders",
  "sales.promotion-products",
  "sales.promotion-revenue",
] as const;

export const promotionEntity = defineEntity({
  name: "promotion",
  label: { vi: "Chương trình khuyến mãi", en: "Promotion program" },
  table: "promotions",
  api: "sales/promotions",
  path: "/sales/promotions",
  command: "sales.promotions",
  rights: { lookup: { pickedBy: PROMOTION_SCREENS } },
  labelField: "ten_ctkm",
  pickerFields: ["tu_ngay", "den_ngay", "ma_dvcs"],
  dateField: "tu_ngay",
  defaultSort: { key: "tu_ngay", type: "desc" },
  fields: [
    codeField("ma_ctkm", "Mã chương trình", "Program code"),
    nameField("ten_ctkm", "Tên chương trình", "Program name"),
    { ...fromDayField, required: true },
    toDayField,
    {
      name: "ma_dvcs",
      kind: "reference",
      label: { vi: "Chi nhánh áp dụng (trống: mọi chi nhánh)", en: "Branch (empty: every branch)" },
      entity: "branch",
      valueField: "ma_dvcs",
      labelField: "ten_dvcs",
      filterable: true,
    } as const satisfies ReferenceField,
    noteField,
    statusField,
  ],
});
