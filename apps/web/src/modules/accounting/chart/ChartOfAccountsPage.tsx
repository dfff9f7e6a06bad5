import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from "@ant-design/icons";
import { accountEntity } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Input, Result, Typography } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EntityForm, entityKeys } from "@/platform/entity";
import { useEntityDelete } from "@/platform/entity/useEntityDelete";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { type AccountActions, AccountTreeTable } from "./AccountTreeTable";
import { subAccountDefaults } from "./accountTree";
import type { AccountRow } from "./chartApi";
import { useChartOfAccounts } from "./useChartOfAccounts";

/** What the form is open for: a new account (at the top, or under a parent), or one being edited. */
type Editing = { record: AccountRow } | { defaults?: Record<string, unknown> };

/**
 * /accounting/accounts: the chart of accounts as a tree, each account under its parent, searched by number or
 * name (the matches keep their parents); accounts and sub-accounts added, edited and deleted in the entity's
 * shared form, as the user's rights on `accounting.accounts` allow.
 */
export function ChartOfAccountsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useEntityRights(accountEntity);
  const chart = useChartOfAccounts();
  const [editing, setEditing] = useState<Editing>();

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: entityKeys.all(accountEntity) }),
    [queryClient],
  );
  const { deleteOne } = useEntityDelete(accountEntity, refresh);

  const actions = useMemo<AccountActions>(
    () => ({
      addChild: rights.add ? (row) => setEditing({ defaults: subAccountDefaults(row) }) : undefined,
      edit: rights.edit ? (row) => setEditing({ record: row }) : undefined,
      remove: rights.del ? (row) => deleteOne(row, `${row.tk} - ${String(row.ten_tk ?? "")}`) : undefined,
    }),
    [rights.add, rights.edit, rights.del, deleteOne],
  );

  if (chart.accounts.error) return <Result status="warning" title={chart.accounts.error.message} />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input.Search
          allowClear
          value={chart.query}
          onChange={(event) => chart.setQuery(event.target.value)}
          placeholder={t("accountingChart.search")}
          aria-label={t("accountingChart.search")}
          style={{ flex: "1 1 280px", maxWidth: 420 }}
          data-testid="account-search"
        />
        <Button
          icon={chart.allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
          onClick={chart.allExpanded ? chart.collapseAll : chart.expandAll}
        >
          {t(chart.allExpanded ? "accountingChart.collapseAll" : "accountingChart.expandAll")}
        </Button>
        <Typography.Text type="secondary" data-testid="account-count">
          {chart.query
            ? t("accountingChart.found", { found: chart.found, count: chart.total })
            : t("accountingChart.count", { count: chart.total })}
        </Typography.Text>
        {rights.add && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({})}
            style={{ marginInlineStart: "auto" }}
            data-testid="entity-add"
          >
            {t("accountingChart.add")}
          </Button>
        )}
      </Flex>
      <AccountTreeTable
        nodes={chart.shown}
        loading={chart.accounts.isPending}
        query={chart.query}
        expanded={chart.expanded}
        onExpand={chart.toggle}
        actions={actions}
        emptyText={chart.query ? t("accountingChart.noMatch", { query: chart.query }) : t("accountingChart.empty")}
      />
      {editing && (
        <EntityForm
          definition={accountEntity}
          record={"record" in editing ? editing.record : undefined}
          defaults={"defaults" in editing ? editing.defaults : undefined}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
    </Flex>
  );
}
