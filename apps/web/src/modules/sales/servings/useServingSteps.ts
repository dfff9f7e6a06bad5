import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentKeys } from "@/platform/document";
import { servingKind } from "./servingKind";
import { servingsApi } from "./servingsApi";

/** 'Bắt đầu' and 'Hoàn thành' of a serving; either reads the board, the packages and the servings again. */
export function useServingSteps() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["sales", "servings"] }),
      client.invalidateQueries({ queryKey: documentKeys.all(servingKind) }),
    ]);
  const start = useMutation({ mutationFn: servingsApi.start, onSettled: refresh });
  const finish = useMutation({ mutationFn: servingsApi.finish, onSettled: refresh });
  return { start, finish };
}
