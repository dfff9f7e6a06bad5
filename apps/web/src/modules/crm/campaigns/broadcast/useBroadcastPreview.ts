import { SEARCH_DEBOUNCE_MS } from "@sen/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import type { PartnerChoice } from "../campaignsApi";
import { broadcastKeys, broadcastsApi } from "./broadcastsApi";

/** Who a broadcast would reach, asked again 500 ms after the choice last changed. */
export function useBroadcastPreview(choice: PartnerChoice, enabled: boolean) {
  // Debounced as text: a new object each render would never settle.
  const settled = useDebounced(JSON.stringify(choice), SEARCH_DEBOUNCE_MS);
  const parsed = JSON.parse(settled) as PartnerChoice;
  const { data, isFetching, error } = useQuery({
    queryKey: broadcastKeys.preview(parsed),
    queryFn: ({ signal }) => broadcastsApi.preview(parsed, signal),
    enabled: enabled && (parsed.ids === undefined || parsed.ids.length > 0),
    placeholderData: keepPreviousData,
  });
  return { preview: enabled ? data : undefined, loading: isFetching || settled !== JSON.stringify(choice), error };
}
