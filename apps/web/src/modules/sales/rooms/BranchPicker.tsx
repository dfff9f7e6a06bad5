import { Select } from "antd";
import { useTranslation } from "react-i18next";
import type { useBranchInView } from "./useBranchInView";

/** The branch a rooms screen shows, when there are several to pick from (see useBranchInView). */
export function BranchPicker({ branch, choices, choose }: ReturnType<typeof useBranchInView>) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    <Select
      value={branch}
      onChange={choose}
      style={{ minWidth: 200 }}
      aria-label={t("rooms.branch")}
      options={choices}
    />
  );
}
