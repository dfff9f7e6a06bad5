import { ApartmentOutlined, DownOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Checkbox, Divider, Flex, Popover, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../../platform/i18n";
import { useSession } from "../../platform/session/sessionStore";
import { usePreferences } from "../layout/preferencesStore";

/** Picks the selected branch and the selected branches (sent as X-Branches) among the allowed ones. */
export function BranchPicker({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const { allowed, selectedBranch, selectedBranches, selectBranch, selectBranches } = useSession();
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
