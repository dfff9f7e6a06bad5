import { ApartmentOutlined, DownOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Checkbox, Divider, Flex, Popover, Radio, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { branchesInView, branchName, inViewLabel, inViewNames } from "../../platform/branches/branchesInView";
import { usePreferences } from "../layout/preferencesStore";
import { useSession } from "../session/sessionStore";

/**
 * Says which branches the lists show ("CN01 – Chi nhánh 1", "3 chi nhánh", "Tất cả chi nhánh (25)"; short on a
 * phone) and picks the working branch and the branches in view (sent as X-Branches) among the allowed ones.
 */
export function BranchPicker({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const { allowed, selectedBranch, selectedBranches, selectBranch, selectBranches } = useSession();
  const queryClient = useQueryClient();
  const view = branchesInView(selectedBranches, allowed);
  const names = inViewNames(view, language);
  const changeBranches = (codes: string[]) => {
    if (codes.length === 0) return; // at least one branch stays selected
    // In the branches' own order, whatever order they were ticked in.
    selectBranches(allowed.map((b) => b.ma_dvcs).filter((code) => codes.includes(code)));
    void queryClient.invalidateQueries();
  };
  const everyBranch = view.kind === "all" && allowed.length > 1;

  const content = (
    <Flex
      vertical
      gap={4}
      style={{ minWidth: 240, maxWidth: "min(320px, calc(100vw - 40px))" }}
      data-testid="branch-picker-panel"
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("branches.rule")}
      </Typography.Text>
      <Divider style={{ margin: "4px 0" }} />
      <Typography.Text strong>{t("navbar.branch")}</Typography.Text>
      <Radio.Group
        value={selectedBranch}
        onChange={(e) => {
          selectBranch(e.target.value);
          // Working in one branch, the lists follow the branch worked in.
          if (view.kind === "one") changeBranches([e.target.value]);
        }}
        aria-label={t("navbar.branch")}
      >
        <Flex vertical gap={4}>
          {allowed.map((b) => (
            <Radio key={b.ma_dvcs} value={b.ma_dvcs}>
              {b.ma_dvcs} · {branchName(b, language)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      <Divider style={{ margin: "8px 0" }} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>{t("navbar.branches")}</Typography.Text>
        {allowed.length > 1 &&
          (everyBranch ? (
            <Button
              size="small"
              type="link"
              onClick={() => selectedBranch && changeBranches([selectedBranch])}
              data-testid="branches-back-to-one"
            >
              {t("branches.backToOne")}
            </Button>
          ) : (
            <Button
              size="small"
              type="link"
              onClick={() => changeBranches(allowed.map((b) => b.ma_dvcs))}
              data-testid="branches-select-all"
            >
              {t("branches.selectAll")}
            </Button>
          ))}
      </Flex>
      <Checkbox.Group
        value={selectedBranches}
        onChange={(v) => changeBranches(v as string[])}
        aria-label={t("navbar.branches")}
      >
        <Flex vertical gap={4}>
          {allowed.map((b) => (
            <Checkbox key={b.ma_dvcs} value={b.ma_dvcs}>
              {b.ma_dvcs} · {branchName(b, language)}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </Flex>
  );

  const label = inViewLabel(view, t, language, compact);
  return (
    <Popover content={content} trigger="click" placement={compact ? "bottom" : "bottomRight"}>
      <Tooltip title={names.length > 0 ? <div style={{ whiteSpace: "pre-line" }}>{names.join("\n")}</div> : undefined}>
        <Button
          type="text"
          icon={<ApartmentOutlined />}
          data-testid="branch-picker"
          aria-label={`${t("navbar.branches")}: ${inViewLabel(view, t, language)}`}
          style={{ paddingInline: compact ? 4 : undefined, maxWidth: compact ? 120 : 320 }}
        >
          <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{label}</span>
          {!compact && <DownOutlined style={{ fontSize: 10 }} />}
        </Button>
      </Tooltip>
    </Popover>
  );
}
