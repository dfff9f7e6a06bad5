import { useMemo } from "react";
import { useLinesQuote } from "../useLinesQuote";
import { type ManualTyping, orderQuoteBody, type SaleOrderValues } from "./orderDraft";
import { saleOrdersApi } from "./saleOrdersApi";

/**
 * The server's price of the order as typed (`POST sales/sale-orders/quote`, nothing written): its totals, and each
 * form line's price and amount (none for a line not priced yet).
 */
export function useOrderQuote(values: SaleOrderValues | undefined, typing: ManualTyping) {
  const draft = useMemo(() => (values ? orderQuoteBody(values, typing) : undefined), [values, typing]);
  return useLinesQuote("sale-orders", draft, saleOrdersApi.quote);
}
