import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { entityApi, entityKeys } from "@/platform/entity/entityApi";
import type { FilterOption } from "@/platform/table";

/** The rows of an entity's lookup (`{api}/lookup`) as options "code - name" (those `keep` keeps), for a report's filter. */
export function useLookupOptions(
  api: string,
  code: string,
  name: string,
  keep?: (row: Record<string, unknown>) => boolean,
): FilterOption[] {
  const { data } = useQuery({
    queryKey: entityKeys.lookup(api),
    queryFn: () => entityApi.lookup(api),
    staleTime: 60_000,
  });
  return useMemo(
    () =>
      (data ?? [])
        .filter((row) => !keep || keep(row))
        .map((row) => ({ value: String(row[code] ?? ""), name: String(row[name] ?? "") }))
        .filter((o) => o.value)
        .map((o) => ({ value: o.value, label: o.name ? `${o.value} - ${o.name}` : o.value })),
    [data, code, name, keep],
  );
}
