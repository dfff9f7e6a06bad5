import { Checkbox, Divider, Flex, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/sessionStore";

/** The branch to work in and the branches to see, among the allowed ones. */
export function BranchChoices({
  name,
  onBranches: changeBranches,
}: {
  name: (code?: string) => string;
  onBranches: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const { allowed, selectedBranch, selectedBranches, selectBranch } = useSession();
  return (
    <Flex vertical gap={4} style={{ minWidth: 240 }}>
      <Typography.Text strong>{t("navbar.branch")}</Typography.Text>
      <Radio.Group
        value={selectedBranch}
        onChange={(e) => selectBranch(e.target.value)}
        aria-label={t("navbar.branch")}
      >
        <Flex vertical gap={4}>
          {allowed.map((b) => (
            <Radio key={b.ma_dvcs} value={b.ma_dvcs}>
              {b.ma_dvcs} · {name(b.ma_dvcs)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      <Divider style={{ margin: "8px 0" }} />
      <Typography.Text strong>{t("navbar.branches")}</Typography.Text>
      <Checkbox.Group
        value={selectedBranches}
        onChange={(v) => changeBranches(v as string[])}
        aria-label={t("navbar.branches")}
      >
        <Flex vertical gap={4}>
          {allowed.map((b) => (
            <Checkbox key={b.ma_dvcs} value={b.ma_dvcs}>
              {b.ma_dvcs} · {name(b.ma_dvcs)}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </Flex>
  );
}
