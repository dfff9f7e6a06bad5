import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useFeedback } from "../platform/useFeedback";

/** A failed call shows the server's message or, without one, the status text under 'Có lỗi xảy ra'. */
export function QueryErrorToasts() {
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  useEffect(() => {
    const show = (error: unknown) => {
      if (error instanceof Error && error.name !== "AbortError") feedback.error(error.message);
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      // A query marked `meta: { silent: true }` (a decoration such as banners) fails without a word.
      if (event.type === "updated" && event.action.type === "error" && !event.query.meta?.silent) {
        show(event.action.error);
      }
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") show(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, feedback]);
  return null;
}
