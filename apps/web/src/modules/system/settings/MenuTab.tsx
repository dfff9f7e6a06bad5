import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { hasRight, MENU_COMMANDS } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Result, Space, Table, type TableColumnsType, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { IconAction } from "@/platform/IconAction";
import { pick } from "@/platform/i18n";
import { useSession } from "@/platform/session/sessionStore";
import type { Command } from "@/platform/session/types";
import { useFeedback } from "@/platform/useFeedback";
import { type CommandItem, commandKeys, commandsApi } from "../commands/commandsApi";
import { buildCommandTree, type CommandNode } from "../commands/commandTree";
import { type CommandEdit, CommandFormModal } from "./CommandFormModal";

type Node = CommandNode<CommandItem>;
const BUILT_IN = new Set(MENU_COMMANDS.map((c) => c.menu_id));

/**
 * 'Menu': the menu commands as an editable tree (system/command). After each change the menu of the
 * signed-in user is reloaded, so the navbar shows it at once.
 */
export function MenuTab() {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const can = (right: "add" | "edit" | "del") => Boolean(user && hasRight(user, "system.settings", right));
  const commands = useQuery({ queryKey: commandKeys.editor, queryFn: commandsApi.listAll });
  const [edit, setEdit] = useState<CommandEdit>();
  const tree = useMemo(() => buildCommandTree(commands.data ?? []), [commands.data]);

  async function reload() {
    await queryClient.invalidateQueries({ queryKey: commandKeys.all });
    const menu = await queryClient.fetchQuery({ queryKey: commandKeys.all, queryFn: commandsApi.list, staleTime: 0 });
    useSession.setState({ commands: menu as Command[] });
  }

  const remove = (node: Node) =>
    feedback.confirm(t("system.menu.deleteConfirm", { title: node.title }), async () => {
      try {
        await commandsApi.remove(node.id);
        await reload();
        feedback.success(t("system.common.deleted"));
      } catch (error) {
        feedback.error(error instanceof Error ? error.message : String(error));
      }
    });

  const columns: TableColumnsType<Node> = [
    {
      key: "title",
      title: t("system.menu.title"),
      render: (_, node) => (
        <Typography.Text type={node.status === false ? "secondary" : undefined} delete={node.status === false}>
          {pick({ vi: node.title, en: node.title_en }, i18n.language)}
        </Typography.Text>
      ),
    },
    { key: "menu_id", title: t("system.menu.menuId"), dataIndex: "menu_id", responsive: ["md"] },
    {
      key: "command",
      title: t("system.menu.command"),
      dataIndex: "command",
      responsive: ["lg"],
      render: (path: string | null) => path && <Typography.Text code>{path}</Typography.Text>,
    },
    { key: "sort", title: t("system.menu.sort"), dataIndex: "sort", width: 80, align: "right", responsive: ["md"] },
    {
      key: "actions",
      title: t("system.common.actions"),
      width: 132,
      align: "center",
      render: (_, node) => (
        <Space size={0}>
          {can("add") && (
            <IconAction
              size="small"
              icon={<PlusOutlined />}
              title={t("system.menu.addChild")}
              onClick={() => setEdit({ parent: node.menu_id })}
            />
          )}
          {can("edit") && (
            <IconAction
              size="small"
              icon={<EditOutlined />}
              title={t("system.common.edit")}
              onClick={() => setEdit({ command: node })}
            />
          )}
          {can("del") && (
            <IconAction
              size="small"
              danger
              icon={<DeleteOutlined />}
              title={t("system.common.delete")}
              disabled={BUILT_IN.has(node.menu_id) || Boolean(node.children?.length)}
              onClick={() => remove(node)}
            />
          )}
        </Space>
      ),
    },
  ];

  if (commands.error) return <Result status="warning" title={commands.error.message} />;
  return (
    <Flex vertical gap={12}>
      {can("add") && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ parent: null })}>
            {t("system.menu.addRoot")}
          </Button>
        </Flex>
      )}
      <Table<Node>
        size="small"
        rowKey="menu_id"
        loading={commands.isLoading}
        columns={columns}
        dataSource={tree}
        pagination={false}
        locale={{ emptyText: t("system.menu.empty") }}
        expandable={{ indentSize: 20 }}
        data-testid="menu-tree"
      />
      <CommandFormModal
        edit={edit}
        commands={commands.data ?? []}
        onClose={() => setEdit(undefined)}
        onSaved={reload}
      />
    </Flex>
  );
}
