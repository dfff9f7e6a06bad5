import { defineEntity } from "../entity/entity.js";
import { statesOf } from "../entity/states.js";
import {
  appliedBranchField,
  codeField,
  fromDayField,
  nameField,
  noteField,
  statusField,
  toDayField,
} from "./common.js";

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
    appliedBranchField,
    noteField,
    statusField,
  ],
});

/**
 * Where a sold line's own discount came from (`nguon_ck`): a promotion's product rule (its program is the line's
 * `ma_ctkm`), an approved discount document (its number `so_ct_ck`), the customer's membership card (`tl_ck` percent),
 * or typed by the cashier. The best of the first three a line reaches applies, unless the cashier typed one.
 */
export const DISCOUNT_SOURCE_OPTIONS = [
  { value: "KM", label: { vi: "Khuyến mãi", en: "Promotion" } },
  { value: "CK", label: { vi: "Chiết khấu", en: "Discount" } },
  { value: "THE", label: { vi: "Thẻ thành viên", en: "Membership card" } },
  { value: "TAY", label: { vi: "Nhập tay", en: "Typed" } },
] as const;
export const DISCOUNT_SOURCE = statesOf(DISCOUNT_SOURCE_OPTIONS);
export type DiscountSource = (typeof DISCOUNT_SOURCE_OPTIONS)[number]["value"];
