import { SERVING_STATE } from "@sen/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLOURS: Record<string, string> = {
  [SERVING_STATE.waiting]: "gold",
  [SERVING_STATE.serving]: "processing",
  [SERVING_STATE.done]: "success",
};

/** Where a serving is in the service process: 'Chờ phục vụ', 'Đang phục vụ', 'Đã xong'. */
export function ServingStateTag({ state }: { state?: string | null }) {
  const { t } = useTranslation();
  if (!state) return null;
  return (
    <Tag color={COLOURS[state]} data-testid="serving-state">
      {t(`servings.states.${state}`)}
    </Tag>
  );
}
