import { CheckOutlined } from "@ant-design/icons";
import { Table, type TableColumnsType, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "@/platform/i18n";
import { commandChain } from "@/platform/routing/matchCommand";
import type { CommandItem } from "../commands/commandsApi";
import { type CommandRights, RIGHT_KEYS } from "./rights";

/** The commands a user holds rights on, each named by its menu path, with the six rights ticked. */
export function RightsSummary({ rights, commands }: { rights: CommandRights[]; commands: readonly CommandItem[] }) {
  const { t, i18n } = useTranslation();
  const byId = new Map(commands.map((c) => [c.menu_id, c]));
  const name = (menuId: string) => {
    const command = byId.get(menuId);
    if (!command) return menuId;
    return commandChain(commands, command)
      .map((c) => pick({ vi: c.title, en: c.title_en }, i18n.language))
      .join(" › ");
  };
  const columns: TableColumnsType<CommandRights> = [
    { key: "function", title: t("system.rights.function"), render: (_, row) => name(row.menu_id) },
    ...RIGHT_KEYS.map((key) => ({
      key,
      title: t(`system.rights.${key}`),
      width: 72,
      align: "center" as const,
      render: (_: unknown, row: CommandRights) =>
        row[key] ? (
          <CheckOutlined aria-label={t(`system.rights.${key}`)} style={{ color: "var(--ant-color-success)" }} />
        ) : null,
    })),
  ];
  if (rights.length === 0) return <Typography.Text type="secondary">{t("system.users.noRights")}</Typography.Text>;
  return (
    <Table<CommandRights>
      size="small"
      rowKey="menu_id"
      columns={columns}
      dataSource={rights}
      pagination={false}
      scroll={{ x: 640 }}
      data-testid="rights-summary"
    />
  );
}
