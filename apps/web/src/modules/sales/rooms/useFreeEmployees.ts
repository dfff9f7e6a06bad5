import { roomOrderEntity } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/platform/api";

export interface FreeEmployee {
  ma_nv: string;
  ten_nv: string;
}

/**
 * The employees who may serve the slot of the room: the room's own when it lists any, on duty then when anyone is
 * scheduled that day, and not booked elsewhere (`except`: the order being changed keeps its own).
 */
export function useFreeEmployees(room: string, from: string | undefined, to: string | undefined, except?: string) {
  return useQuery({
    queryKey: ["rooms", "free-employees", room, from, to, except],
    queryFn: ({ signal }) =>
      api
        .get<{ items: FreeEmployee[] }>(`${roomOrderEntity.api}/free-employees`, {
          query: { ma_phong: room, bat_dau: from, ket_thuc: to, bo_qua: except },
          signal,
        })
        .then((r) => r.items),
    enabled: Boolean(from && to && from < to),
  });
}
