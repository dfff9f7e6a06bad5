import { useQuery } from "@tanstack/react-query";
import { pointKeys, pointsApi } from "./pointsApi";

/** The points of the customer named (none while no customer is), read again when the customer changes. */
export function useCustomerPoints(ma_kh: string | null | undefined) {
  return useQuery({
    queryKey: pointKeys.balance(ma_kh ?? ""),
    queryFn: () => pointsApi.balance(ma_kh ?? ""),
    enabled: Boolean(ma_kh),
    retry: false,
    meta: { silent: true },
  });
}
