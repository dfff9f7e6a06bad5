import { useQuery } from "@tanstack/react-query";
import { packageKeys, servicesApi } from "./servicesApi";

/** A customer's packages (open ones first), or those a bill opened; none asked without either. */
export function usePackages(query: { ma_kh?: string; stt_rec?: string }) {
  return useQuery({
    queryKey: packageKeys.of(query),
    queryFn: ({ signal }) => servicesApi.packages(query, signal),
    enabled: Boolean(query.ma_kh || query.stt_rec),
  });
}

/** A package's movements, each with what it left, asked once the package is unfolded. */
export function usePackageHistory(id: string) {
  return useQuery({ queryKey: packageKeys.history(id), queryFn: ({ signal }) => servicesApi.history(id, signal) });
}
