import { useQuery } from "@tanstack/react-query";
import { entityApi, entityKeys } from "@/platform/entity/entityApi";
import type { EntityRow } from "@/platform/entity/formValues";

const NONE: EntityRow[] = [];

/** A small catalogue's lookup rows (the chart, expense items, currencies), kept a minute; none while loading. */
export function useCatalogue(path: string): EntityRow[] {
  const { data } = useQuery({
    queryKey: entityKeys.lookup(path),
    queryFn: () => entityApi.lookup(path),
    staleTime: 60_000,
  });
  return data ?? NONE;
}
