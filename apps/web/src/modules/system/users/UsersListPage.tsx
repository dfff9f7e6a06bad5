import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { RolesTab } from "./RolesTab";
import { UserTable } from "./UserTable";

const TABS = ["users", "roles"] as const;

/** /system/users: the users, and beside them the roles they follow (`?tab=roles`). */
export function UsersListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get("tab")) ?? "users";
  return (
    <Tabs
      activeKey={tab}
      // A tab of its own starts without the other tab's search and paging.
      onChange={(key) => setParams(key === "users" ? {} : { tab: key })}
      destroyOnHidden
      items={[
        { key: "users", label: t("system.roles.tabUsers"), children: <UserTable /> },
        { key: "roles", label: t("system.roles.tabRoles"), children: <RolesTab /> },
      ]}
    />
  );
}
