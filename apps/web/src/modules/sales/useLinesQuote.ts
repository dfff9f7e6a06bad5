import { useQuery } from "@tanstack/react-query";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";

/** The quote waits for the lines to settle this long. */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * The server's price of a sale as typed (its `quote`, nothing written), asked once `draft` gives a body (with `sent`,
 * the form line of each line sent) and the typing settles: its totals, each form line's priced line (none for a line
 * not priced yet), and the refusal of a body the server would not take.
 */
export function useLinesQuote<Q extends { details: unknown[] }>(
  name: string,
  draft: { body: object; sent: number[] } | undefined,
  quote: (body: object, signal?: AbortSignal) => Promise<Q>,
) {
  const asked = useDebounced(draft, QUOTE_DEBOUNCE_MS);
  const answer = useQuery({
    queryKey: ["sales", name, "quote", asked?.body],
    queryFn: ({ signal }) => quote(asked?.body ?? {}, signal),
    enabled: Boolean(asked),
    placeholderData: (previous) => previous,
    retry: false,
    // A half-typed sale is refused often (no customer yet): the form says so when it is saved, not as a toast.
    meta: { silent: true },
  });
  const priced = draft && !answer.isError ? answer.data : undefined;
  const lineOf = (index: number) => {
    const at = asked?.sent.indexOf(index) ?? -1;
    return at >= 0 ? (priced?.details[at] as Q["details"][number] | undefined) : undefined;
  };
  return {
    priced,
    lineOf,
    asking: Boolean(draft),
    refusal: draft && answer.isError ? answer.error : undefined,
  };
}
