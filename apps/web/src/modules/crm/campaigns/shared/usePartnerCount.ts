import { partnerEntity, SEARCH_DEBOUNCE_MS } from "@sen/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/platform/api";
import { entityKeys } from "@/platform/entity";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import type { Page } from "@/platform/table";
import { type PartnerFilterValues, partnerCountQuery } from "./partnerFilter";

/**
 * How many active partners a filter matches in the user's branches and scope (the partner list's total, an
 * estimate on very large lists), asked 500 ms after the last change.
 */
export function usePartnerCount(filter: PartnerFilterValues, enabled = true) {
  // Debounced as text: a new object each render would never settle.
  const settled = useDebounced(JSON.stringify(partnerCountQuery(filter)), SEARCH_DEBOUNCE_MS);
  const query = JSON.parse(settled) as Record<string, string | number>;
  const { data, isFetching, isError } = useQuery({
    queryKey: [...entityKeys.all(partnerEntity), "count", settled],
    queryFn: ({ signal }) => api.get<Page<unknown>>(partnerEntity.api, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { total: data?.total, exact: data?.totalExact !== false, loading: isFetching, failed: isError };
}
