import { Button, Checkbox, Divider, Flex, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { branchName } from "../../platform/branches/branchesInView";
import { useSession } from "../../platform/session/sessionStore";
import { usePreferences } from "../layout/preferencesStore";

/**
 * The branch to work in and the branches to see, among the allowed ones, with the rule said on top and
 * every allowed branch (or back to the working one) one click away.
 */
export function BranchChoices({ onBranches: changeBranches }: { onBranches: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const { allowed, selectedBranch, selectedBranches, selectBranch } = useSession();
  const oneInView = selectedBranches.length === 1;
  const everyBranch = allowed.length > 1 && selectedBranches.length === allowed.length;
  return (
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
          if (oneInView) changeBranches([e.target.value]);
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
}
