import { useQuery } from "@tanstack/react-query";
import { servingKeys, servingsApi } from "./servingsApi";

/** A customer's packages with sessions left; none asked without a customer. */
export function useOpenPackages(ma_kh?: string | null) {
  return useQuery({
    queryKey: servingKeys.packages(ma_kh ?? undefined),
    queryFn: ({ signal }) => servingsApi.openPackages(String(ma_kh), signal),
    enabled: Boolean(ma_kh),
  });
}
