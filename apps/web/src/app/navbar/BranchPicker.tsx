import { ApartmentOutlined, DownOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Popover, Spin } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { pick } from "../../platform/i18n";
import { usePreferences } from "../layout/preferencesStore";
import { useSession } from "../session/sessionStore";

// The radio and check lists load on the first click: they weigh ~30 kB gzip, on every signed-in page otherwise.
const BranchChoices = lazy(() => import("./BranchChoices").then((m) => ({ default: m.BranchChoices })));

/** Picks the selected branch and the selected branches (sent as X-Branches) among the allowed ones. */
export function BranchPicker({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const { allowed, selectedBranch, selectedBranches, selectBranches } = useSession();
  const queryClient = useQueryClient();
  const name = (code?: string) => {
    const branch = allowed.find((b) => b.ma_dvcs === code);
    return branch ? pick({ vi: branch.ten_dvcs, en: branch.ten_dvcs_en }, language) : "";
  };
  const changeBranches = (codes: string[]) => {
    if (codes.length === 0) return; // at least one branch stays selected
    selectBranches(codes);
    void queryClient.invalidateQueries();
  };

  const content = (
    <Suspense fallback={<Spin size="small" />}>
      <BranchChoices name={name} onBranches={changeBranches} />
    </Suspense>
  );

  const label =
    selectedBranches.length > 1 ? `${name(selectedBranch)} (+${selectedBranches.length - 1})` : name(selectedBranch);
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button type="text" icon={<ApartmentOutlined />} data-testid="branch-picker" aria-label={t("navbar.branch")}>
        {!compact && (
          <>
            {label} <DownOutlined style={{ fontSize: 10 }} />
          </>
        )}
      </Button>
    </Popover>
  );
}
