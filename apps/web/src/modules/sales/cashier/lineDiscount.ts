import { DISCOUNT_SOURCE, formatNumber } from "@sen/core";
import type { TFunction } from "i18next";
import type { BillAnswer } from "./cashierApi";

/**
 * What a discount document or the customer's membership card took off a line the quote priced, said for the line's
 * tag: "Chiết khấu CK0001: −30,000", "Thẻ thành viên 5%: −7,500"; nothing for another source or no discount.
 */
export function lineDiscount(t: TFunction, line?: BillAnswer["details"][number]): string | undefined {
  if (!line || !(line.ck > 0)) return undefined;
  const amount = formatNumber(line.ck);
  if (line.nguon_ck === DISCOUNT_SOURCE.CK) {
    return t("cashier.discount.document", { number: line.so_ct_ck ?? "", amount });
  }
  if (line.nguon_ck === DISCOUNT_SOURCE.THE) {
    return t("cashier.discount.card", { percent: formatNumber(line.tl_ck ?? 0), amount });
  }
  return undefined;
}
