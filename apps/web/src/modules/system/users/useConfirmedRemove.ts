import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";

/** Asks 'Xác nhận' with `question`, then removes, says so (or why not) and refreshes `queryKey`. */
export function useConfirmedRemove(queryKey: readonly unknown[]) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return (question: string, remove: () => Promise<unknown>) =>
    feedback.confirm(question, async () => {
      try {
        await remove();
        feedback.success(t("system.common.deleted"));
        await queryClient.invalidateQueries({ queryKey });
      } catch (error) {
        feedback.error(error instanceof Error ? error.message : String(error));
      }
    });
}
