import { PlusOutlined } from "@ant-design/icons";
import { ACCOUNT_NATURE_OPTIONS, BREAKPOINTS } from "@sen/core";
import { Flex, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RowActions } from "@/platform/entity/RowActions";
import { IconAction } from "@/platform/IconAction";
import { pick } from "@/platform/i18n";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { type AccountNode, accountMatches, canHaveSubAccounts } from "./accountTree";
import type { AccountRow } from "./chartApi";

type Node = AccountNode<AccountRow>;

/** What a row offers, each only with its right: a sub-account (not under level 3), edit, delete. */
export interface AccountActions {
  addChild?: (row: AccountRow) => void;
  edit?: (row: AccountRow) => void;
  remove?: (row: AccountRow) => void;
}

const TRACKING = [
  ["theo_doi_kh", "kh", "blue"],
  ["theo_doi_nv", "nv", "purple"],
  ["theo_doi_kho", "kho", "orange"],
] as const;

interface AccountTreeTableProps {
  nodes: Node[];
  loading: boolean;
  query: string;
  expanded: string[];
  onExpand: (id: string, open: boolean) => void;
  actions: AccountActions;
  emptyText: string;
}

/**
 * The chart drawn as an indented tree: number, name, balance side and the details its lines name. On a phone the
 * name, side and details go under the number, so that only the number, its level and the actions take a row.
 */
export function AccountTreeTable({
  nodes,
  loading,
  query,
  expanded,
  onExpand,
  actions,
  emptyText,
}: AccountTreeTableProps) {
  const { t, i18n } = useTranslation();
  const narrow = useViewportWidth() < BREAKPOINTS.md;

  const columns = useMemo<TableColumnsType<Node>>(() => {
    const nameOf = (row: AccountRow) => String((i18n.language === "en" && row.ten_tk_en) || row.ten_tk || "");
    // In a search, the parents kept only to hold a match are greyed.
    const dim = (row: AccountRow) => (query && !accountMatches(row, query) ? "secondary" : undefined);
    const nature = (row: AccountRow) => {
      const option = ACCOUNT_NATURE_OPTIONS.find((o) => o.value === row.loai);
      return option ? pick(option.label, i18n.language) : "";
    };
    const tags = (row: AccountRow) =>
      TRACKING.filter(([field]) => row[field] === true).map(([, key, color]) => (
        <Tag key={key} color={color} bordered={false} style={{ marginInlineEnd: 4 }}>
          {t(`accountingChart.by.${key}`)}
        </Tag>
      ));
    const inactive = (row: AccountRow) =>
      row.status === false && (
        <Tag bordered={false} style={{ marginInlineStart: 8 }}>
          {t("accountingChart.inactive")}
        </Tag>
      );
    const number = (row: AccountRow) => (
      <Typography.Text strong={Number(row.cap ?? 1) === 1} type={dim(row)} data-testid="account-number">
        {row.tk}
      </Typography.Text>
    );
    const actionsColumn = {
      key: "actions",
      title: t("entity.actions"),
      width: 112,
      align: "center" as const,
      render: (_: unknown, row: Node) => <AccountRowActions row={row} actions={actions} />,
    };
    const hasActions = Boolean(actions.addChild || actions.edit || actions.remove);

    if (narrow) {
      return [
        {
          key: "tk",
          title: t("accountingChart.account"),
          render: (_, row) => (
            <Flex vertical gap={2}>
              <span>
                {number(row)}
                {inactive(row)}
              </span>
              <Typography.Text type={dim(row)}>{nameOf(row)}</Typography.Text>
              <span>
                <Tag bordered={false} style={{ marginInlineEnd: 4 }}>
                  {nature(row)}
                </Tag>
                {tags(row)}
              </span>
            </Flex>
          ),
        },
        ...(hasActions ? [actionsColumn] : []),
      ];
    }
    return [
      { key: "tk", title: t("accountingChart.number"), width: 180, render: (_, row) => number(row) },
      {
        key: "ten_tk",
        title: t("accountingChart.name"),
        render: (_, row) => (
          <>
            <Typography.Text strong={Number(row.cap ?? 1) === 1} type={dim(row)}>
              {nameOf(row)}
            </Typography.Text>
            {inactive(row)}
          </>
        ),
      },
      { key: "loai", title: t("accountingChart.nature"), width: 120, render: (_, row) => nature(row) },
      { key: "theo_doi", title: t("accountingChart.tracking"), width: 230, render: (_, row) => tags(row) },
      ...(hasActions ? [actionsColumn] : []),
    ];
  }, [narrow, query, actions, t, i18n.language]);

  return (
    <Table<Node>
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={nodes}
      pagination={false}
      locale={{ emptyText }}
      expandable={{
        expandedRowKeys: expanded,
        onExpand: (open, row) => onExpand(row.id, open),
        indentSize: narrow ? 12 : 24,
      }}
      data-testid="account-tree"
    />
  );
}

/** A row's actions: 'Thêm tài khoản con' as an icon, then edit and delete (the latter in the "⋯" menu). */
function AccountRowActions({ row, actions }: { row: Node; actions: AccountActions }) {
  const { t } = useTranslation();
  const { addChild, edit, remove } = actions;
  const subject = `${row.tk}`;
  return (
    <Flex gap={4} align="center" justify="flex-end">
      {addChild && canHaveSubAccounts(row) && (
        <IconAction
          size="small"
          icon={<PlusOutlined />}
          title={t("accountingChart.addChild")}
          subject={subject}
          testId="row-add-child"
          onClick={() => addChild(row)}
        />
      )}
      <RowActions
        label={subject}
        onEdit={edit ? () => edit(row) : undefined}
        onDelete={remove ? () => remove(row) : undefined}
      />
    </Flex>
  );
}
