import { goldenHourEntity } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";

export interface OpenGoldenHour {
  ma_vt: string;
  gia: number;
  ma_gio_vang: string;
  ten_gio_vang: string;
}

/**
 * Which of the cart's items a golden hour prices now in the counter's branch, by name (the quote gives the price):
 * asked only with `sale_golden_hour` on, again each minute a window may open or close; nothing offline.
 */
export function useGoldenHours(codes: readonly string[]): Map<string, OpenGoldenHour> {
  const on = useConfigSwitch("sale_golden_hour");
  const branch = useSession((s) => s.selectedBranch);
  const items = [...new Set(codes)].sort().join(",");
  const { data } = useQuery({
    queryKey: ["cashier", "golden-hours", branch, items],
    queryFn: ({ signal }) =>
      api
        .get<{ items: OpenGoldenHour[] }>(`${goldenHourEntity.api}/open`, {
          query: { ma_dvcs: branch, ma_vt: items },
          signal,
        })
        .then((r) => r.items),
    enabled: on && Boolean(branch) && items !== "",
    refetchInterval: 60_000,
    meta: { silent: true },
  });
  return new Map((data ?? []).map((g) => [g.ma_vt, g]));
}
