import { formatNumber } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import { partnerKeys, partnersApi, type TransferInput } from "../partnersApi";

/**
 * Moving partners to another salesperson after 'Xác nhận' ('Đồng ý' / 'Hủy bỏ'): `question` says what moves.
 * A success toast tells how many moved; lists, profiles and the history refresh. Resolves true when it was done.
 */
export function useTransfer() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return (input: TransferInput, question: string) =>
    new Promise<boolean>((resolve) => {
      const modal = feedback.confirm(question, async () => {
        try {
          const { transferred } = await partnersApi.transfer(input);
          feedback.success(t("crmPartners.transfer.done", { n: formatNumber(transferred) }));
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
            queryClient.invalidateQueries({ queryKey: partnerKeys.transfers }),
          ]);
          resolve(true);
        } catch (error) {
          feedback.error(error instanceof Error ? error.message : String(error));
          resolve(false);
        }
      });
      // Closing the dialog without agreeing moves nothing.
      modal.update({ onCancel: () => resolve(false) });
    });
}
