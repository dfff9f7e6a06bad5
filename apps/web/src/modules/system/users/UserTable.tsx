import { EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { hasRight } from "@sen/core";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { IconAction } from "@/platform/IconAction";
import { useSession } from "@/platform/session/sessionStore";
import {
  actionsColumn,
  type DataColumn,
  DataTable,
  type FetchPage,
  FilterSelect,
  toListParams,
} from "@/platform/table";
import { DeleteAction, EditAction } from "./RowActionIcons";
import { CodeTags, StatusTag, YesNoTag } from "./UserTags";
import { useConfirmedRemove } from "./useConfirmedRemove";
import { type UserItem, userKeys, usersApi } from "./usersApi";

const fetchPage: FetchPage<UserItem> = (query, signal) => usersApi.list(toListParams(query), signal);
const FILTERS = ["status", "is_admin"] as const;

/**
 * The users with search, status and administrator filters; 'Thêm mới', view, edit and delete follow
 * the signed-in user's rights on system.users.
 */
export function UserTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const can = (right: "add" | "edit" | "del" | "print") => Boolean(user && hasRight(user, "system.users", right));

  const confirmRemove = useConfirmedRemove(userKeys.all);
  const remove = (row: UserItem) =>
    confirmRemove(t("system.users.deleteConfirm", { name: `${row.user_name} (${row.full_name})` }), () =>
      usersApi.remove(row.id),
    );

  const columns: DataColumn<UserItem>[] = [
    { key: "user_name", title: t("system.users.userName"), sortable: true, role: "code" },
    { key: "full_name", title: t("system.users.fullName"), sortable: true, role: "label" },
    { key: "email", title: t("system.users.email") },
    { key: "phone", title: t("system.users.phone"), role: "phone" },
    {
      key: "is_admin",
      title: t("system.users.isAdmin"),
      render: (row) => row.is_admin === 1 && <YesNoTag value />,
      exportValue: (row) => (row.is_admin === 1 ? t("system.common.yes") : t("system.common.no")),
    },
    {
      key: "status",
      role: "status",
      title: t("system.users.status"),
      render: (row) => <StatusTag active={row.status} />,
      exportValue: (row) => t(row.status ? "system.common.active" : "system.common.inactive"),
    },
    {
      key: "branchs",
      title: t("system.users.branchs"),
      render: (row) => <CodeTags codes={row.branchs} />,
    },
    { key: "created_at", title: t("system.users.createdAt"), kind: "datetime", sortable: true },
    actionsColumn(t("system.common.actions"), (row) => (
      <Space size={0}>
        <IconAction
          size="small"
          icon={<EyeOutlined />}
          title={t("system.common.view")}
          onClick={() => navigate(`/system/users/${row.id}`)}
        />
        {can("edit") && <EditAction onClick={() => navigate(`/system/users/${row.id}/edit`)} />}
        {can("del") && user?.id !== row.id && <DeleteAction onClick={() => remove(row)} />}
      </Space>
    )),
  ];

  const yesNo = (yes: string, no: string) => [
    { value: "true", label: yes },
    { value: "false", label: no },
  ];

  return (
    <DataTable<UserItem>
      columns={columns}
      rowKey="id"
      fetchPage={fetchPage}
      queryKey={userKeys.list}
      settingsKey="system.users"
      emptyText={t("system.users.empty")}
      exportable={can("print")}
      exportName="nguoi-dung"
      filterKeys={FILTERS}
      filters={(values, setFilter) => (
        <>
          <FilterSelect
            label={t("system.users.status")}
            value={values.status}
            onChange={(v) => setFilter("status", v)}
            options={yesNo(t("system.common.active"), t("system.common.inactive"))}
          />
          <FilterSelect
            label={t("system.users.isAdmin")}
            value={values.is_admin}
            onChange={(v) => setFilter("is_admin", v)}
            options={yesNo(t("system.common.yes"), t("system.common.no"))}
          />
        </>
      )}
      toolbar={
        can("add") && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate("/system/users/new")}>
            {t("system.common.add")}
          </Button>
        )
      }
    />
  );
}
