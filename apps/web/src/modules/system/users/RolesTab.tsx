import { PlusOutlined } from "@ant-design/icons";
import { formatDateTime, formatNumber, hasRight } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Result, Space, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { RoleFormDrawer } from "./RoleFormDrawer";
import { DeleteAction, EditAction } from "./RowActionIcons";
import { type RoleItem, roleKeys, rolesApi } from "./rolesApi";
import { useConfirmedRemove } from "./useConfirmedRemove";
import { userKeys } from "./usersApi";

/** The roles with how many users follow each; add, edit and delete with the edit right on users. */
export function RolesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const canEdit = Boolean(user && hasRight(user, "system.users", "edit"));
  const roles = useQuery({ queryKey: roleKeys.all, queryFn: rolesApi.list });
  // undefined: closed; null: a new role; else the role edited.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  const confirmRemove = useConfirmedRemove(roleKeys.all);
  const remove = (row: RoleItem) =>
    confirmRemove(t("system.roles.deleteConfirm", { name: row.name }), () => rolesApi.remove(row.id));

  const columns: TableColumnsType<RoleItem> = [
    { key: "name", dataIndex: "name", title: t("system.roles.name") },
    { key: "description", dataIndex: "description", title: t("system.roles.description"), responsive: ["md"] },
    {
      key: "user_count",
      title: t("system.roles.userCount"),
      align: "right",
      width: 130,
      render: (_, row) => formatNumber(row.user_count),
    },
    {
      key: "updated_at",
      title: t("system.roles.updatedAt"),
      width: 170,
      responsive: ["md"],
      render: (_, row) => formatDateTime(row.updated_at),
    },
    ...(canEdit
      ? [
          {
            key: "actions",
            title: t("system.common.actions"),
            width: 96,
            render: (_: unknown, row: RoleItem) => (
              <Space size={0}>
                <EditAction onClick={() => setEditing(row.id)} />
                <DeleteAction onClick={() => remove(row)} />
              </Space>
            ),
          },
        ]
      : []),
  ];

  if (roles.error) return <Result status="warning" title={roles.error.message} />;
  return (
    <Flex vertical gap={12}>
      {canEdit && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t("system.roles.add")}
          </Button>
        </Flex>
      )}
      <Table<RoleItem>
        size="small"
        rowKey="id"
        loading={roles.isLoading}
        columns={columns}
        dataSource={roles.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t("system.roles.empty") }}
        data-testid="roles-table"
        onRow={(row) => ({ onDoubleClick: () => canEdit && setEditing(row.id) })}
      />
      {editing !== undefined && (
        <RoleFormDrawer
          roleId={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await queryClient.invalidateQueries({ queryKey: roleKeys.all });
            // Its followers' rights changed with it.
            await queryClient.invalidateQueries({ queryKey: userKeys.all });
          }}
        />
      )}
    </Flex>
  );
}
