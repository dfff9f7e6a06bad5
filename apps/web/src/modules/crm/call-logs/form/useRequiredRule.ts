import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { requiredRule, type Say } from "@/platform/entity/rules";

/** The forms' "{field} là bắt buộc" rule; `text` false for dates and choices (blank text counts as missing). */
export function useRequiredRule() {
  const { t } = useTranslation();
  return useCallback(
    (label: string, text = true) => {
      const say: Say = (key, values) => t(`entity.${key}`, values);
      return requiredRule(label, say, text);
    },
    [t],
  );
}
