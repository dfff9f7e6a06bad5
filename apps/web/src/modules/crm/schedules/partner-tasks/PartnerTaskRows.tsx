import { useQuery } from "@tanstack/react-query";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../shared/StatusTag";
import { SCHEDULE_KINDS } from "../shared/scheduleKinds";
import { type ScheduleRow, scheduleKeys, schedulesApi } from "../shared/schedulesApi";
import { formatSpan } from "../shared/scheduleTime";
import { TypeDot } from "../shared/TypeDot";
import { labelOf, useScheduleChoices } from "../shared/useScheduleChoices";

const tasks = SCHEDULE_KINDS.task;

/** One partner's appointments, newest first, under their row. */
export function PartnerTaskRows({ code }: { code: string }) {
  const { t } = useTranslation();
  const { types, statuses } = useScheduleChoices(tasks);
  const { data, isPending } = useQuery({
    queryKey: [...scheduleKeys.partnerTasks, code],
    queryFn: () => schedulesApi.tasksOfPartner(code),
  });
  return (
    <Table<ScheduleRow>
      size="small"
      rowKey="id"
      loading={isPending}
      dataSource={data ?? []}
      pagination={false}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: t("schedules.partnerTasks.noTasks") }}
      data-testid={`partner-tasks-${code}`}
      columns={[
        {
          key: "time",
          title: t("schedules.common.start"),
          render: (_, row) => formatSpan(row.bat_dau, row.ket_thuc),
        },
        { key: "tieu_de", dataIndex: "tieu_de", title: t("schedules.common.title") },
        {
          key: "ma_loai",
          title: t("schedules.common.type"),
          render: (_, row) =>
            row.ma_loai && (
              <TypeDot color={types.find((c) => c.value === row.ma_loai)?.color} label={labelOf(types, row.ma_loai)} />
            ),
        },
        {
          key: "trang_thai",
          title: t("schedules.common.status"),
          render: (_, row) => <StatusTag status={row.trang_thai} statuses={statuses} />,
        },
        { key: "ten_nv", dataIndex: "ten_nv", title: t("schedules.common.assignee") },
      ]}
    />
  );
}
