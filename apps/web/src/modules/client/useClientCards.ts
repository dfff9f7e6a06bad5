import { useQuery } from "@tanstack/react-query";
import { clientApi, clientKeys } from "./clientApi";
import { useClientSession } from "./useClientSession";

/** The signed-in customer's cards with their balances. */
export function useClientCards() {
  const ma_kh = useClientSession()?.ma_kh ?? "";
  return useQuery({ queryKey: clientKeys.cards(ma_kh), queryFn: clientApi.cards, enabled: ma_kh !== "" });
}
