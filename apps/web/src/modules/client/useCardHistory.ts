import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { clientApi, clientKeys } from "./clientApi";
import { useClientSession } from "./useClientSession";

/**
 * A page of one of the customer's cards' movements. Another's card is "not found": the page says so itself, so the
 * failure raises no toast.
 */
export function useCardHistory(ma_the: string | undefined, pageIndex: number, pageSize: number) {
  const ma_kh = useClientSession()?.ma_kh ?? "";
  return useQuery({
    queryKey: clientKeys.history(ma_kh, ma_the ?? "", pageIndex, pageSize),
    queryFn: () => clientApi.history(ma_the ?? "", pageIndex, pageSize),
    enabled: ma_kh !== "" && Boolean(ma_the),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}
