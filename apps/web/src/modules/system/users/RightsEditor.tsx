import { SearchOutlined } from "@ant-design/icons";
import { foldedIncludes } from "@sen/core";
import { Button, Checkbox, Flex, Input, Table, type TableColumnsType, Typography } from "antd";
import { type HTMLAttributes, type Key, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { pick } from "@/platform/i18n";
import { useIsBuilt } from "@/platform/routing/useIsBuilt";
import type { CommandItem } from "../commands/commandsApi";
import { buildCommandTree, type CommandNode, filterTree, flatten, subtree } from "../commands/commandTree";
import { offeredCommands } from "./offeredCommands";
import { type CanChange, RIGHT_KEYS, type RightKey, type RightsMap, rightsState, toggleRights } from "./rights";

type Node = CommandNode<CommandItem>;

interface Props {
  commands: readonly CommandItem[];
  value: RightsMap;
  onChange: (next: RightsMap) => void;
  /** Cells the signed-in user may not change are shown disabled. */
  canChange: CanChange;
  disabled?: boolean;
}

/** A rights cell: ticked, half-ticked for a group holding some, or clear; one click toggles them all. */
function Tick(props: {
  value: RightsMap;
  ids: string[];
  rights: readonly RightKey[];
  canChange: CanChange;
  label: string;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const { value, ids, rights, canChange, label, disabled, onToggle } = props;
  const state = rightsState(value, ids, rights);
  const changeable = ids.some((id) => rights.some((key) => canChange(id, key)));
  return (
    <Checkbox
      aria-label={label}
      checked={state === "all"}
      indeterminate={state === "some"}
      disabled={disabled || !changeable}
      onChange={onToggle}
    />
  );
}

/**
 * The rights editor: the menu commands as a tree, the six rights as columns. A group row's
 * tick sets every command below it; the header ticks a whole column, the last column a whole row.
 */
export function RightsEditor({ commands, value, onChange, canChange, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const title = (c: CommandItem) => pick({ vi: c.title, en: c.title_en }, i18n.language);
  const isBuilt = useIsBuilt();
  const tree = useMemo(() => offeredCommands(buildCommandTree(commands), isBuilt), [commands, isBuilt]);
  // The commands a row stands for: a page itself, or every page below a group.
  const pagesBelow = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const node of flatten(tree)) {
      map.set(
        node.menu_id,
        subtree(node)
          .filter((n) => n.command)
          .map((n) => n.menu_id),
      );
    }
    return map;
  }, [tree]);
  const allPages = useMemo(() => [...new Set([...pagesBelow.values()].flat())], [pagesBelow]);
  const shown = useMemo(() => {
    if (!search.trim()) return tree;
    // Either language's title finds a command.
    return filterTree(tree, (c) =>
      foldedIncludes(`${c.title} ${c.title_en ?? ""} ${c.menu_id} ${c.command ?? ""}`, search),
    );
  }, [tree, search]);
  const [expanded, setExpanded] = useState<readonly Key[]>(() => tree.map((n) => n.menu_id));
  const expandedKeys = search.trim() ? flatten(shown).map((n) => n.menu_id) : expanded;

  const toggle = (ids: string[], rights: readonly RightKey[]) => onChange(toggleRights(value, ids, rights, canChange));
  const tick = (ids: string[], rights: readonly RightKey[], label: string) => (
    <Tick
      value={value}
      ids={ids}
      rights={rights}
      canChange={canChange}
      label={label}
      disabled={disabled}
      onToggle={() => toggle(ids, rights)}
    />
  );

  const columns: TableColumnsType<Node> = [
    {
      key: "title",
      title: t("system.rights.function"),
      fixed: "left",
      render: (_, node) => (
        <span>{node.command ? title(node) : <Typography.Text strong>{title(node)}</Typography.Text>}</span>
      ),
    },
    ...RIGHT_KEYS.map((key) => ({
      key,
      width: 76,
      align: "center" as const,
      title: (
        <Flex vertical align="center" gap={2}>
          <span>{t(`system.rights.${key}`)}</span>
          {tick(allPages, [key], t("system.rights.wholeColumn", { right: t(`system.rights.${key}`) }))}
        </Flex>
      ),
      render: (_: unknown, node: Node) =>
        tick(pagesBelow.get(node.menu_id) ?? [], [key], `${title(node)}: ${t(`system.rights.${key}`)}`),
    })),
    {
      key: "row",
      width: 76,
      align: "center",
      title: (
        <Flex vertical align="center" gap={2}>
          <span>{t("system.common.all")}</span>
          {tick(allPages, RIGHT_KEYS, t("system.common.all"))}
        </Flex>
      ),
      render: (_, node) =>
        tick(pagesBelow.get(node.menu_id) ?? [], RIGHT_KEYS, `${title(node)}: ${t("system.rights.wholeRow")}`),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t("system.rights.search")}
          aria-label={t("system.rights.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          // The editor sits in the user form: Enter here filters, it does not save the user.
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          style={{ maxWidth: 320 }}
        />
        <Button onClick={() => setExpanded(flatten(tree).map((n) => n.menu_id))}>{t("system.rights.expandAll")}</Button>
        <Button onClick={() => setExpanded([])}>{t("system.rights.collapseAll")}</Button>
      </Flex>
      <Table<Node>
        data-testid="rights-editor"
        size="small"
        rowKey="menu_id"
        columns={columns}
        dataSource={shown}
        pagination={false}
        scroll={{ x: 760, y: 520 }}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpanded(keys),
          indentSize: 20,
        }}
        onRow={(node) => ({ "data-menu-id": node.menu_id }) as HTMLAttributes<HTMLElement>}
      />
    </Flex>
  );
}
