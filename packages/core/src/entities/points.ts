import { defineEntity } from "../entity/entity.js";
import type { NumberField } from "../entity/field.js";
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
 * Loyalty points (điểm tích lũy): a posted retail bill naming a customer earns points by the rule in force on its
 * date and branch (one point per `tien_tich_diem` spent), and points pay a later bill (each worth `gia_tri_diem`)
 * or are exchanged for gifts. A customer's balance is the sum of their points ledger, kept by the server only.
 */

const money = (name: string, vi: string, en: string) =>
  ({
    name,
    kind: "money",
    label: { vi, en },
    min: 1,
    max: 1e12,
    required: true,
    sortable: true,
  }) as const satisfies NumberField;

/**
 * A point rule (quy đổi điểm): from `tu_ngay` to `den_ngay` (empty: open-ended), in branch `ma_dvcs` (empty: every
 * branch). Of the rules holding on a day in a branch, the branch's own comes before an every-branch one, then the
 * latest `tu_ngay`.
 */
export const pointRuleEntity = defineEntity({
  name: "point-rule",
  label: { vi: "Quy đổi điểm", en: "Point rule" },
  table: "point_rules",
  api: "sales/point-exchanges",
  path: "/sales/point-exchanges",
  command: "sales.point-exchanges",
  labelField: "ten_qd",
  dateField: "tu_ngay",
  defaultSort: { key: "tu_ngay", type: "desc" },
  fields: [
    codeField("ma_qd", "Mã quy đổi", "Rule code"),
    nameField("ten_qd", "Tên quy đổi", "Rule name"),
    { ...fromDayField, required: true },
    toDayField,
    appliedBranchField,
    money("tien_tich_diem", "Tiền tích 1 điểm (₫)", "Spent per point (₫)"),
    money("gia_tri_diem", "Giá trị 1 điểm (₫)", "Worth of a point (₫)"),
    noteField,
    statusField,
  ],
});
