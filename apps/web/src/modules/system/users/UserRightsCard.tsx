import { CopyOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { useFeedback } from "@/platform/useFeedback";
import type { CommandItem } from "../commands/commandsApi";
import { CopyRightsModal } from "./CopyRightsModal";
import { RightsEditor } from "./RightsEditor";
import type { CanChange } from "./rights";
import { roleKeys, rolesApi } from "./rolesApi";
import type { useUserRights } from "./useUserRights";

interface Props {
  state: ReturnType<typeof useUserRights>;
  commands: readonly CommandItem[];
  canChange: CanChange;
  userId?: string;
  targetIsAdmin: boolean;
  disabled: boolean;
}

/** The user form's rights: the role followed (or none), "Sao chép quyền từ…", and the rights editor. */
export function UserRightsCard({ state, commands, canChange, userId, targetIsAdmin, disabled }: Props) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const roles = useQuery({ queryKey: roleKeys.all, queryFn: rolesApi.list });
  const [copying, setCopying] = useState(false);
  const fail = (error: unknown) => feedback.error(error instanceof Error ? error.message : String(error));

  return (
    <Card size="small" title={t("system.users.rights")}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <Select
            aria-label={t("system.roles.role")}
            data-testid="user-role"
            style={{ minWidth: 240, flex: "1 1 240px", maxWidth: 360 }}
            allowClear
            showSearch={foldedSearch}
            placeholder={t("system.roles.none")}
            value={state.role?.id}
            onChange={(id?: string) => state.chooseRole(id ?? null).catch(fail)}
            loading={roles.isLoading}
            disabled={disabled}
            options={(roles.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
          <Button icon={<CopyOutlined />} onClick={() => setCopying(true)} disabled={disabled}>
            {t("system.roles.copyFrom")}
          </Button>
        </Flex>
        {targetIsAdmin && <Alert type="info" showIcon title={t("system.users.adminHasAll")} />}
        {state.role && <Alert type="info" showIcon title={t("system.roles.following", { name: state.role.name })} />}
        {state.detachedFrom && (
          <Alert type="warning" showIcon title={t("system.roles.detached", { name: state.detachedFrom })} />
        )}
        <RightsEditor
          commands={commands}
          value={state.rights}
          onChange={state.edit}
          canChange={canChange}
          disabled={disabled}
        />
      </Flex>
      <CopyRightsModal
        open={copying}
        exclude={userId}
        onClose={() => setCopying(false)}
        onPick={(source) =>
          state.copyFrom(source).then((u) => feedback.success(t("system.roles.copied", { name: u.user_name })), fail)
        }
      />
    </Card>
  );
}
