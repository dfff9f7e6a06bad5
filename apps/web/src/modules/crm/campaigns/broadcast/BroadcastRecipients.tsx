import { useQuery } from "@tanstack/react-query";
import { Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { broadcastKeys, broadcastsApi, type Recipient } from "./broadcastsApi";

const PAGE_SIZE = 10;

/** A recorded broadcast's recipients as they were then, by line, a page at a time. */
export function BroadcastRecipients({ id }: { id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: broadcastKeys.recipients(id, page),
    queryFn: () => broadcastsApi.recipients(id, page, PAGE_SIZE),
  });
  return (
    <Table<Recipient>
      rowKey="line"
      size="small"
      loading={isFetching}
      dataSource={data?.items ?? []}
      scroll={{ x: "max-content" }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      columns={[
        { key: "line", title: "#", dataIndex: "line", width: 60 },
        { key: "ma_kh", title: t("crmCampaigns.partnerCode"), dataIndex: "ma_kh" },
        { key: "ten_kh", title: t("crmCampaigns.partnerName"), dataIndex: "ten_kh" },
        { key: "phone", title: t("crmCampaigns.phone"), dataIndex: "phone" },
        { key: "email", title: "Email", dataIndex: "email" },
      ]}
      data-testid="broadcast-recipients"
    />
  );
}
