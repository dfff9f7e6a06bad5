import { ApartmentOutlined } from "@ant-design/icons";
import { Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { branchesInView, inViewLabel, inViewNames } from "./branchesInView";

/**
 * Beside a list's total: the branches it counts ("Chi nhánh đang xem: CN01 – Chi nhánh Quận 1"), so that 16
 * of 25 customers is not a mystery. Nothing for a user who may see one branch only.
 */
export function BranchScopeNote() {
  const { t, i18n } = useTranslation();
  const allowed = useSession((s) => s.allowed);
  const selected = useSession((s) => s.selectedBranches);
  if (allowed.length <= 1) return null;
  const view = branchesInView(selected, allowed);
  const hint = [...inViewNames(view, i18n.language), t("branches.changeHint")].join("\n");
  return (
    <Tooltip title={<div style={{ whiteSpace: "pre-line" }}>{hint}</div>}>
      <Typography.Text type="secondary" data-testid="table-branches">
        <ApartmentOutlined /> {t("branches.inView", { label: inViewLabel(view, t, i18n.language) })}
      </Typography.Text>
    </Tooltip>
  );
}
