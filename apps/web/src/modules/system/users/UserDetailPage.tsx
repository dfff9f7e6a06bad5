import { CopyOutlined, EditOutlined, KeyOutlined } from "@ant-design/icons";
import { formatDateTime, hasRight } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Descriptions, Flex, Grid, Result, Skeleton, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import { commandKeys, commandsApi } from "../commands/commandsApi";
import { CopyRightsModal } from "./CopyRightsModal";
import { PasswordResetModal } from "./PasswordResetModal";
import { RightsSummary } from "./RightsSummary";
import { rolesApi } from "./rolesApi";
import { CodeTags, StatusTag, YesNoTag } from "./UserTags";
import { userKeys, usersApi } from "./usersApi";

/** /system/users/:id: the user's details and rights, a password reset, and the way to edit. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const caller = useSession((s) => s.user);
  const navigate = useNavigate();
  // On a phone each label goes above its value, leaving the value the whole width.
  const screens = Grid.useBreakpoint();
  const [resetting, setResetting] = useState(false);
  const [copying, setCopying] = useState(false);
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: userKeys.detail(id), queryFn: () => usersApi.get(id) });
  const commands = useQuery({ queryKey: commandKeys.all, queryFn: commandsApi.list });
  if (user.error) return <Result status="warning" title={user.error.message} />;
  if (!user.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const u = user.data;
  const canEdit = Boolean(caller && hasRight(caller, "system.users", "edit"));
  const copyRights = async (source: string) => {
    try {
      await rolesApi.copyRights(u.id, source);
      feedback.success(t("system.common.saved"));
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button onClick={() => navigate("/system/users")}>{t("system.common.back")}</Button>
        {canEdit && (
          <Space wrap>
            {u.is_admin !== 1 && caller?.id !== u.id && (
              <Button icon={<CopyOutlined />} onClick={() => setCopying(true)}>
                {t("system.roles.copyFrom")}
              </Button>
            )}
            <Button icon={<KeyOutlined />} onClick={() => setResetting(true)}>
              {t("system.users.resetPassword")}
            </Button>
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/system/users/${u.id}/edit`)}>
              {t("system.common.edit")}
            </Button>
          </Space>
        )}
      </Flex>
      <Card size="small" title={t("system.users.details")}>
        <Descriptions
          size="small"
          bordered
          layout={screens.sm ? "horizontal" : "vertical"}
          column={{ xs: 1, md: 2 }}
          items={[
            { key: "user_name", label: t("system.users.userName"), children: u.user_name },
            { key: "full_name", label: t("system.users.fullName"), children: u.full_name },
            { key: "email", label: t("system.users.email"), children: u.email },
            { key: "phone", label: t("system.users.phone"), children: u.phone },
            { key: "is_admin", label: t("system.users.isAdmin"), children: <YesNoTag value={u.is_admin === 1} /> },
            { key: "status", label: t("system.users.status"), children: <StatusTag active={u.status} /> },
            {
              key: "branchs",
              label: t("system.users.branchs"),
              children:
                u.branch_list.length > 0 ? (
                  <Flex wrap gap={4}>
                    {u.branch_list.map((b) => (
                      <Tag key={b.ma_dvcs} style={{ marginInlineEnd: 0 }}>{`${b.ma_dvcs} · ${b.ten_dvcs}`}</Tag>
                    ))}
                  </Flex>
                ) : (
                  t("system.users.noBranch")
                ),
            },
            {
              key: "role",
              label: t("system.roles.role"),
              children: <span data-testid="user-role-name">{u.role?.name ?? t("system.roles.noRole")}</span>,
            },
            { key: "saler", label: t("system.users.saler"), children: u.saler },
            {
              key: "employee_yn",
              label: t("system.users.employeeYn"),
              children: <YesNoTag value={Number(u.employee_yn) === 1} />,
            },
            { key: "employees", label: t("system.users.employees"), children: <CodeTags codes={u.employees} /> },
            { key: "agent_id", label: t("system.users.agentId"), children: u.agent_id },
            { key: "created_at", label: t("system.users.createdAt"), children: formatDateTime(u.created_at) },
          ]}
        />
      </Card>
      <Card size="small" title={t("system.users.rightsSummary")}>
        {u.is_admin === 1 ? (
          <Alert type="info" showIcon title={t("system.users.adminHasAll")} />
        ) : (
          <RightsSummary rights={u.rights} commands={commands.data ?? []} />
        )}
      </Card>
      <PasswordResetModal userId={u.id} open={resetting} onClose={() => setResetting(false)} />
      <CopyRightsModal open={copying} exclude={u.id} onPick={copyRights} onClose={() => setCopying(false)} />
    </Flex>
  );
}
