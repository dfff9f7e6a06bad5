import { formatDate } from "@sen/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { DocumentParts } from "@/platform/document";
import { CustomerFilter as SalesCustomerFilter } from "../salesParts";
import { DiscountHeader } from "./DiscountHeader";
import { DiscountLines } from "./DiscountLines";
import type { DiscountRecord } from "./discountKind";
import { type DiscountValues, newDiscount, toDiscountInput, toDiscountValues } from "./discountValues";

const codeAndName = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" · ");

/** The days a discount holds: "01/12/2026 – 31/12/2026", or from its first day on. */
export const discountDays = (t: TFunction, r: Pick<DiscountRecord, "tu_ngay" | "den_ngay">) =>
  r.den_ngay
    ? t("discounts.days", { from: formatDate(r.tu_ngay), to: formatDate(r.den_ngay) })
    : t("discounts.daysOpen", { from: formatDate(r.tu_ngay) });

/** Whom a discount is for: its customer, its customer group, or every customer. */
const whomOf = (t: TFunction, r: DiscountRecord) =>
  r.ma_kh
    ? codeAndName(r.ma_kh, r.ten_kh)
    : r.nh_kh
      ? `${t("discounts.customerGroup")}: ${codeAndName(r.nh_kh, r.ten_nh)}`
      : t("discounts.everyCustomer");

/** The list's filter by customer. */
export function CustomerFilter(props: {
  values: Record<string, string>;
  setFilter: (key: string, value?: string) => void;
}) {
  const { t } = useTranslation();
  return <SalesCustomerFilter {...props} label={t("discounts.customer")} />;
}

/**
 * A discount's parts: in the form, its header (days, branch, customers) and its lines; in the list, its days, whom it
 * is for and where it applies, filtered by customer, and no total (a discount carries no amount).
 */
export const discountParts: DocumentParts<DiscountRecord, DiscountValues> = {
  form: {
    Header: DiscountHeader,
    Lines: ({ form, editing }) => <DiscountLines form={form} editing={editing} />,
    linesTitle: "discounts.linesTitle",
    initial: newDiscount,
    toValues: toDiscountValues,
    toInput: toDiscountInput,
    errorFields: {
      header: ["ngay_ct", "ma_dvcs", "tu_ngay", "den_ngay", "ma_dvcs_ck", "ma_kh", "nh_kh", "dien_giai"],
      lineColumns: ["ma_vt", "nh_vt", "tl_ck", "tien_ck"],
    },
  },
  list: {
    columns: (t) => [
      {
        key: "tu_ngay",
        title: t("discounts.fromDay"),
        width: 230,
        render: (r) => <span data-testid="discount-days">{discountDays(t, r)}</span>,
        exportValue: (r) => discountDays(t, r),
      },
      {
        key: "ma_kh",
        title: t("discounts.whom"),
        width: 240,
        ellipsis: true,
        render: (r) => whomOf(t, r),
        exportValue: (r) => whomOf(t, r),
      },
      {
        key: "ma_dvcs_ck",
        title: t("discounts.branchApplied"),
        width: 180,
        ellipsis: true,
        render: (r) => (r.ma_dvcs_ck ? codeAndName(r.ma_dvcs_ck, r.ten_dvcs_ck) : t("discounts.everyBranch")),
        exportValue: (r) => (r.ma_dvcs_ck ? codeAndName(r.ma_dvcs_ck, r.ten_dvcs_ck) : t("discounts.everyBranch")),
      },
    ],
    totalTitle: null,
    cardFields: ["so_ct", "ngay_ct", "tu_ngay", "status"],
    filterKeys: ["ma_kh"],
    Filters: CustomerFilter,
  },
};
