import { useQuery } from "@tanstack/react-query";
import { servingKeys, servingsApi } from "./servingsApi";
import { useServingSteps } from "./useServingSteps";

/** How often the board is read again: technicians and receptionists change it from other screens. */
export const BOARD_REFRESH_SECONDS = 15;

/** The servings of a day (`ngay` YYYY-MM-DD) in the user's branches, read again every few seconds; start and finish. */
export function useServiceProcess(ngay: string) {
  const board = useQuery({
    queryKey: servingKeys.board(ngay),
    queryFn: ({ signal }) => servingsApi.board(ngay, signal),
    refetchInterval: BOARD_REFRESH_SECONDS * 1000,
  });
  return { board, ...useServingSteps() };
}
