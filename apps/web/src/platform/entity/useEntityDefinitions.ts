import type { EntityDefinition } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { definitionsKey, fetchDefinitions } from "./definitionsApi";

/** The definitions the server serves (`GET meta/entities`), fetched once per session of the app. */
export function useEntityDefinitions() {
  return useQuery({
    queryKey: definitionsKey,
    queryFn: fetchDefinitions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The definition an entity refers to by name (reference fields). */
export function useEntityNamed(name: string | undefined): EntityDefinition | undefined {
  const { data } = useEntityDefinitions();
  return name ? data?.find((d) => d.name === name) : undefined;
}
