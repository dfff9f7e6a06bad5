import { formatDateTime } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable, type FetchPage } from "@/platform/table";
import { outboxApi, outboxKeys, type SentMessage } from "./outboxApi";

const fetchPage: FetchPage<SentMessage> = (query, signal) =>
  outboxApi.list({ pageIndex: query.pageIndex, pageSize: query.pageSize }, signal);

/**
 * /system/logs/sent-messages (administrators): what the product "sent" with no SMS provider configured, the latest first:
 * a customer's payment code reaches the demo here.
 */
export function SentMessagesPage() {
  const { t } = useTranslation();
  const columns = useMemo<DataColumn<SentMessage>[]>(
    () => [
      {
        key: "created_at",
        title: t("system.outbox.at"),
        width: 170,
        render: (row) => formatDateTime(row.created_at),
        exportValue: (row) => formatDateTime(row.created_at),
      },
      { key: "kenh", title: t("system.outbox.channel"), width: 90, render: (row) => row.kenh.toUpperCase() },
      { key: "den", title: t("system.outbox.to"), width: 140 },
      { key: "noi_dung", title: t("system.outbox.text") },
    ],
    [t],
  );
  return (
    <DataTable<SentMessage>
      columns={columns}
      rowKey={(row) => String(row.id)}
      fetchPage={fetchPage}
      queryKey={outboxKeys.list}
      settingsKey="system.sent-messages"
      searchable={false}
      emptyText={t("system.outbox.empty")}
      exportName="tin-nhan-da-gui"
    />
  );
}
