import { MessageOutlined } from "@ant-design/icons";
import { formatDateTime, hasRight, isAdmin } from "@sen/core";
import { Button, Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, type FetchPage, FilterSelect, toListParams } from "@/platform/table";
import { DeviceCell } from "../online/DeviceCell";
import { LogDiff } from "./LogDiff";
import { type LogEntry, logKeys, logsApi } from "./logsApi";
import { useLogLabels } from "./useLogLabels";

const fetchPage: FetchPage<LogEntry> = (query, signal) => logsApi.list(toListParams(query), signal);
const FILTERS = ["action", "entity"] as const;

const ACTION_COLORS: Record<string, string> = {
  create: "success",
  update: "processing",
  delete: "error",
  force_logout: "warning",
  revoke: "warning",
  password_reset: "purple",
  password_change: "purple",
};

/**
 * /system/logs: the audit log, newest first, by day range, action and entity, with a search; a row
 * opens to show its old → new values field by field, the changed ones highlighted.
 */
export function LogsPage() {
  const { t } = useTranslation();
  const labels = useLogLabels();
  const canPrint = useSession((s) => Boolean(s.user && hasRight(s.user, "system.logs", "print")));
  const admin = useSession((s) => Boolean(s.user && isAdmin(s.user)));

  const columns = useMemo<DataColumn<LogEntry>[]>(
    () => [
      {
        key: "at",
        title: t("system.logs.at"),
        sortable: true,
        width: 170,
        render: (row) => formatDateTime(row.at),
        exportValue: (row) => formatDateTime(row.at),
      },
      { key: "user_name", title: t("system.logs.user") },
      {
        key: "action",
        title: t("system.logs.action"),
        render: (row) => <Tag color={ACTION_COLORS[row.action]}>{labels.action(row.action)}</Tag>,
        exportValue: (row) => labels.action(row.action),
      },
      {
        key: "entity",
        title: t("system.logs.entity"),
        render: (row) => labels.entity(row.entity),
        exportValue: (row) => labels.entity(row.entity),
      },
      { key: "record_id", title: t("system.logs.record"), ellipsis: true, width: 160 },
      { key: "ip", title: t("system.logs.ip") },
      {
        key: "user_agent",
        title: t("system.logs.device"),
        render: (row) => <DeviceCell userAgent={row.user_agent} />,
      },
    ],
    [t, labels],
  );

  return (
    <DataTable<LogEntry>
      columns={columns}
      rowKey={(row) => String(row.id)}
      fetchPage={fetchPage}
      queryKey={logKeys.list}
      settingsKey="system.logs"
      dateRange
      filterKeys={FILTERS}
      filters={(values, setFilter) => (
        <>
          <FilterSelect
            label={t("system.logs.action")}
            value={values.action}
            onChange={(v) => setFilter("action", v)}
            options={labels.actions}
          />
          <FilterSelect
            label={t("system.logs.entity")}
            value={values.entity}
            onChange={(v) => setFilter("entity", v)}
            options={labels.entities}
          />
        </>
      )}
      expandable={{
        expandedRowRender: (row) => <LogDiff oldValues={row.old_values} newValues={row.new_values} />,
      }}
      emptyText={t("system.logs.empty")}
      exportable={canPrint}
      exportName="nhat-ky-he-thong"
      exportFrom="system/logs/export"
      toolbar={
        admin && (
          <Link to="/system/logs/sent-messages">
            <Button icon={<MessageOutlined />}>{t("system.outbox.open")}</Button>
          </Link>
        )
      }
    />
  );
}
