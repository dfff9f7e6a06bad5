import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useFeedback } from "@/platform/useFeedback";
import type { ScheduleKindView } from "./scheduleKinds";
import { scheduleKeys, schedulesApi } from "./schedulesApi";

/**
 * Changes some fields of one record (status, times): the lists and calendars of the kind refresh after it; a
 * refusal is toasted with the server's message and reported to the caller (a moved event goes back).
 */
export function useSchedulePatch(kind: ScheduleKindView) {
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  return useCallback(
    async (id: string, body: Record<string, unknown>, success: string): Promise<boolean> => {
      try {
        await schedulesApi.patch(kind, id, body);
        feedback.success(success);
        return true;
      } catch (error) {
        feedback.error(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: scheduleKeys.all(kind) });
      }
    },
    [kind, queryClient, feedback],
  );
}
