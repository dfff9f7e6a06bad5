import { useMemo } from "react";
import { useLinesQuote } from "../useLinesQuote";
import { type ServiceBillValues, type ServiceTyping, serviceQuoteBody } from "./serviceDraft";
import { servicesApi } from "./servicesApi";

/**
 * The server's price of the bill as typed (`POST sales/services/quote`, nothing written): its totals, and each form
 * line's price, sessions and amount (none for a line not priced yet); a refusal (a package without its customer yet)
 * to show under the totals.
 */
export function useServiceQuote(values: ServiceBillValues | undefined, typing: ServiceTyping) {
  const draft = useMemo(() => (values ? serviceQuoteBody(values, typing) : undefined), [values, typing]);
  return useLinesQuote("services", draft, servicesApi.quote);
}
