import { BROADCAST_CHANNELS, broadcastEntity, pick } from "@sen/core";
import { Alert, Card, Flex, Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { entityApi } from "@/platform/entity";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { type DataColumn, DataTable, type TableQuery } from "@/platform/table";
import { BroadcastComposer } from "./BroadcastComposer";
import { BroadcastRecipients } from "./BroadcastRecipients";
import { type BroadcastRow, broadcastKeys } from "./broadcastsApi";

const fetchPage = (query: TableQuery, signal?: AbortSignal) =>
  entityApi.list(broadcastEntity, query, signal) as Promise<{ items: BroadcastRow[]; total: number }>;

/**
 * /crm/broadcast: a message composed for partners chosen by conditions or picked, recorded with a snapshot of its
 * recipients after a confirmation, and the history of what was recorded, each with its recipients.
 */
export function BroadcastPage() {
  const { t, i18n } = useTranslation();
  const rights = useEntityRights(broadcastEntity);
  const columns = useMemo<DataColumn<BroadcastRow>[]>(() => {
    const channel = (value: string) => {
      const found = BROADCAST_CHANNELS.find((c) => c.value === value);
      return found ? pick(found.label, i18n.language) : value;
    };
    return [
      { key: "created_at", title: t("crmCampaigns.recordedAt"), kind: "datetime", sortable: true, width: 170 },
      { key: "tieu_de", title: t("crmCampaigns.subject"), width: 260 },
      {
        key: "kenh",
        title: t("crmCampaigns.channel"),
        width: 170,
        render: (row) => <Tag>{channel(row.kenh)}</Tag>,
        exportValue: (row) => channel(row.kenh),
      },
      { key: "so_nguoi_nhan", title: t("crmCampaigns.recipientsCount"), kind: "number", width: 130 },
      {
        key: "status",
        title: t("crmCampaigns.sendStatus"),
        width: 160,
        render: () => <Tag color="gold">{t("crmCampaigns.waiting")}</Tag>,
        exportValue: () => t("crmCampaigns.waiting"),
      },
      { key: "created_by", title: t("crmCampaigns.recordedBy"), width: 140 },
    ];
  }, [t, i18n.language]);

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t("crmCampaigns.sendingLater")} />
      {rights.add && <BroadcastComposer />}
      <Card size="small" title={t("crmCampaigns.history")}>
        <DataTable<BroadcastRow>
          columns={columns}
          rowKey="id"
          fetchPage={fetchPage}
          queryKey={broadcastKeys.list}
          settingsKey="crm.broadcasts"
          dateRange
          expandable={{ expandedRowRender: (row) => <BroadcastRecipients id={row.id} /> }}
          emptyText={t("crmCampaigns.noBroadcasts")}
          exportable={rights.print}
          exportName={t("crmCampaigns.broadcastExport")}
        />
      </Card>
    </Flex>
  );
}
