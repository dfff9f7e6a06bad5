import { formatDateTime, pick, TASK_STATUSES } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { EntityRow } from "@/platform/entity";
import { campaignKeys, campaignsApi } from "../campaignsApi";

const STATUS_COLOURS: Record<string, string> = {
  open: "default",
  doing: "processing",
  done: "success",
  cancelled: "error",
};

/** The campaign's appointments (crm_tasks of the campaign), newest first. */
export function CampaignTasks({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const { data, isFetching } = useQuery({
    queryKey: [...campaignKeys.tasks, "campaign", code],
    queryFn: () => campaignsApi.tasks(code),
  });
  const status = (value: unknown) => {
    const option = TASK_STATUSES.find((s) => s.value === value);
    return (
      <Tag color={STATUS_COLOURS[String(value)]}>{option ? pick(option.label, i18n.language) : String(value)}</Tag>
    );
  };
  return (
    <Table<EntityRow>
      rowKey="id"
      size="middle"
      loading={isFetching}
      dataSource={data?.items ?? []}
      scroll={{ x: "max-content" }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t("crmCampaigns.noTasks") }}
      columns={[
        {
          key: "bat_dau",
          title: t("crmCampaigns.taskStart"),
          render: (_, row) => formatDateTime(row.bat_dau as string),
        },
        { key: "tieu_de", title: t("crmCampaigns.taskTitle"), dataIndex: "tieu_de" },
        { key: "ten_kh", title: t("crmCampaigns.partnerName"), dataIndex: "ten_kh" },
        { key: "ten_nv", title: t("crmCampaigns.assignee"), dataIndex: "ten_nv" },
        { key: "trang_thai", title: t("crmCampaigns.taskStatus"), render: (_, row) => status(row.trang_thai) },
      ]}
    />
  );
}
