import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { type ManualTyping, orderQuoteBody, type SaleOrderValues } from "./orderDraft";
import { saleOrdersApi } from "./saleOrdersApi";

/** The quote waits for the lines to settle this long. */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * The server's price of the order as typed (`POST sales/sale-orders/quote`, nothing written): its totals, and each
 * form line's price and amount (none for a line not priced yet).
 */
export function useOrderQuote(values: SaleOrderValues | undefined, typing: ManualTyping) {
  const draft = useMemo(() => (values ? orderQuoteBody(values, typing) : undefined), [values, typing]);
  const asked = useDebounced(draft, QUOTE_DEBOUNCE_MS);
  const quote = useQuery({
    queryKey: ["sale-orders", "quote", asked?.body],
    queryFn: ({ signal }) => saleOrdersApi.quote(asked?.body ?? {}, signal),
    enabled: Boolean(asked),
    placeholderData: (previous) => previous,
    retry: false,
    // A half-typed order is refused often (no customer yet): the form says so when it is saved, not as a toast.
    meta: { silent: true },
  });
  const priced = draft && !quote.isError ? quote.data : undefined;
  const lineOf = (index: number) => {
    const at = asked?.sent.indexOf(index) ?? -1;
    return at >= 0 ? priced?.details[at] : undefined;
  };
  return { priced, lineOf, asking: Boolean(draft) };
}
