import { useQuery } from "@tanstack/react-query";
import { servingKeys, servingsApi } from "./servingsApi";

/** The rooms a serving may take (of the service room type, in the user's branches), as select options. */
export function useServiceRooms() {
  const { data = [] } = useQuery({
    queryKey: servingKeys.rooms,
    queryFn: ({ signal }) => servingsApi.rooms(signal),
    staleTime: 60_000,
  });
  return data.map((r) => ({ value: r.ma_phong, label: `${r.ma_phong} · ${r.ten_phong}` }));
}
