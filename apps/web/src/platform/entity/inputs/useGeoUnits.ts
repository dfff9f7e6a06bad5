import { useQuery } from "@tanstack/react-query";
import { api } from "@/platform/api";
import type { Option } from "../useFieldOptions";

interface Unit {
  code: string;
  name: string;
}

/**
 * Provinces, districts or wards for address pickers (`GET cities`, `cities/{code}/districts`,
 * `districts/{code}/wards`, `cities/{code}/wards`). A failing call leaves the picker empty rather than the form
 * broken.
 */
export function useGeoUnits(path: string | undefined): Option[] {
  const { data } = useQuery({
    queryKey: ["geo", path],
    queryFn: () =>
      api
        .get<{ items: Unit[] }>(path ?? "")
        .then((list) => list.items.map((u) => ({ value: u.code, label: u.name })))
        .catch(() => []),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? [];
}
