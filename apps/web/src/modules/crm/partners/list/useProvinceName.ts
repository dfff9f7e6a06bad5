import { addressColumns } from "@sen/core";
import { useCallback } from "react";
import { useGeoUnits } from "@/platform/entity/inputs/useGeoUnits";
import type { Partner } from "../partnersApi";

const COLUMNS = addressColumns("dia_ban");

/**
 * The province of a partner's address by name, for lists: one list of provinces for every row (an address with a
 * district is in the former units, one without in the current ones). The code while the names load.
 */
export function useProvinceName(): (partner: Partner) => string {
  const current = useGeoUnits("cities");
  const legacy = useGeoUnits("cities?version=legacy");
  return useCallback(
    (partner: Partner) => {
      const code = partner[COLUMNS.province];
      if (!code) return "";
      const units = partner[COLUMNS.district] ? legacy : current;
      return units.find((u) => u.value === code)?.label ?? code;
    },
    [current, legacy],
  );
}
