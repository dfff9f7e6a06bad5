import { DOCUMENT_STATUS, SERVING_STATE } from "@sen/core";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import { useServingSteps } from "./useServingSteps";

/** The 'Hoàn thành' button's green, the board's colour of what is done. */
export const DONE_COLOUR = "#52c41a";

interface Stepped {
  stt_rec: string;
  so_ct: string;
  status: string;
  trang_thai: string;
}

/**
 * A draft serving's next step in the process: 'Bắt đầu' while it waits, 'Hoàn thành' (confirmed: it posts the serving
 * and uses its sessions) while in service; nothing once done or posted. A refusal shows the server's message.
 */
export function ServingStepButton({ serving, block }: { serving: Stepped; block?: boolean }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const { start, finish } = useServingSteps();
  if (serving.status !== DOCUMENT_STATUS.draft) return null;
  const { stt_rec, so_ct } = serving;
  if (serving.trang_thai === SERVING_STATE.waiting) {
    return (
      <Button
        type="primary"
        block={block}
        loading={start.isPending}
        onClick={() =>
          start
            .mutateAsync(stt_rec)
            .then(() => feedback.success(t("servings.process.started", { so_ct })))
            .catch(() => undefined)
        }
        data-testid="process-start"
      >
        {t("servings.process.start")}
      </Button>
    );
  }
  if (serving.trang_thai !== SERVING_STATE.serving) return null;
  return (
    <Button
      type="primary"
      block={block}
      style={{ background: DONE_COLOUR }}
      loading={finish.isPending}
      onClick={() =>
        feedback.confirm(t("servings.process.confirmFinish", { so_ct }), () =>
          finish
            .mutateAsync(stt_rec)
            .then(() => feedback.success(t("servings.process.finished", { so_ct })))
            .catch(() => undefined),
        )
      }
      data-testid="process-finish"
    >
      {t("servings.process.finish")}
    </Button>
  );
}
