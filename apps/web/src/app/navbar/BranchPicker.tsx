import { ApartmentOutlined, DownOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Spin } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { branchesInView, inViewLabel, inViewNames } from "../../platform/branches/branchesInView";
import { LazyPopover } from "../../platform/LazyOverlays";
import { useSession } from "../../platform/session/sessionStore";
import { usePreferences } from "../layout/preferencesStore";

// The radio and check lists load on the first click: they weigh ~30 kB gzip, on every signed-in page otherwise.
const BranchChoices = lazy(() => import("./BranchChoices").then((m) => ({ default: m.BranchChoices })));

/**
 * Says which branches the lists show ("CN01 – Chi nhánh 1", "3 chi nhánh", "Tất cả chi nhánh (25)"; short on a
 * phone) and picks the working branch and the branches in view (sent as X-Branches) among the allowed ones.
 */
export function BranchPicker({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const { allowed, selectedBranches, selectBranches } = useSession();
  const queryClient = useQueryClient();
  const view = branchesInView(selectedBranches, allowed);
  const names = inViewNames(view, language);
  const changeBranches = (codes: string[]) => {
    if (codes.length === 0) return; // at least one branch stays selected
    // In the branches' own order, whatever order they were ticked in.
    selectBranches(allowed.map((b) => b.ma_dvcs).filter((code) => codes.includes(code)));
    void queryClient.invalidateQueries();
  };

  const content = (
    <Suspense fallback={<Spin size="small" />}>
      <BranchChoices onBranches={changeBranches} />
    </Suspense>
  );

  const label = inViewLabel(view, t, language, compact);
  return (
    <LazyPopover content={content} trigger="click" placement={compact ? "bottom" : "bottomRight"}>
      <Button
        type="text"
        icon={<ApartmentOutlined />}
        data-testid="branch-picker"
        // The names in view on hover: the browser's own tooltip, which costs the first screen nothing.
        title={names.length > 0 ? names.join("\n") : undefined}
        aria-label={`${t("navbar.branches")}: ${inViewLabel(view, t, language)}`}
        style={{ paddingInline: compact ? 4 : undefined, maxWidth: compact ? 120 : 320 }}
      >
        <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{label}</span>
        {!compact && <DownOutlined style={{ fontSize: 10 }} />}
      </Button>
    </LazyPopover>
  );
}
