import { useMemo } from "react";
import { useEntityDefinitions } from "../entity/useEntityDefinitions";
import { isBuilt } from "./built";

/**
 * `isBuilt` over the entity definitions the server serves. Until they arrive every page counts as built: a
 * menu without tags for a moment is better than tags that flash on pages that exist.
 */
export function useIsBuilt(): (path: string) => boolean {
  const { data } = useEntityDefinitions();
  return useMemo(() => {
    if (!data) return () => true;
    const entityPaths = new Set(data.map((definition) => definition.path));
    return (path: string) => isBuilt(path, entityPaths);
  }, [data]);
}
