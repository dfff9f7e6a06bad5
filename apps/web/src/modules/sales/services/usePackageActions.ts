import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { useFeedback } from "@/platform/useFeedback";
import { packageKeys, servicesApi } from "./servicesApi";

/** The actions on what is left of a package, each saying how it went and refreshing the packages shown. */
export function usePackageActions() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const done = () => {
    feedback.success(t("services.actions.done"));
    void queryClient.invalidateQueries({ queryKey: packageKeys.all });
  };
  const refused = (error: unknown) => {
    const fields = error instanceof ApiError ? Object.values(error.errors ?? {}).join(" ") : "";
    feedback.failure(fields || (error instanceof Error ? error.message : String(error)));
  };
  const transfer = useMutation({
    mutationFn: ({ id, ma_kh }: { id: string; ma_kh: string }) => servicesApi.transfer(id, ma_kh),
    onSuccess: done,
    onError: refused,
  });
  const close = useMutation({
    mutationFn: ({ id, how }: { id: string; how: "expire" | "refund" }) => servicesApi.close(id, how),
    onSuccess: done,
    onError: refused,
  });
  return { transfer, close, confirm: feedback.confirm };
}
