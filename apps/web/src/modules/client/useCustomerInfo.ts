import { useQuery } from "@tanstack/react-query";
import { clientApi, clientKeys } from "./clientApi";
import { useClientSession } from "./useClientSession";

/** The signed-in customer's own details. */
export function useCustomerInfo() {
  const ma_kh = useClientSession()?.ma_kh ?? "";
  return useQuery({ queryKey: clientKeys.info(ma_kh), queryFn: clientApi.info, enabled: ma_kh !== "" });
}
