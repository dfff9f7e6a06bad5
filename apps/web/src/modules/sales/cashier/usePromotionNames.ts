import { useQuery } from "@tanstack/react-query";
import { api } from "@/platform/api";

/**
 * The names of the promotion programs, by code, for saying which one priced a line or the bill: asked once the bill
 * has one, kept a while; without them the code is said.
 */
export function usePromotionNames(enabled: boolean) {
  const { data } = useQuery({
    queryKey: ["promotions", "lookup"],
    queryFn: () =>
      api
        .get<{ items: { ma_ctkm: string; ten_ctkm: string }[] }>("sales/promotions/lookup")
        .then((r) => new Map(r.items.map((p) => [p.ma_ctkm, p.ten_ctkm]))),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  return (code: string) => data?.get(code) ?? code;
}
