import { Descriptions, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../shared/StatusTag";
import type { ScheduleKindView } from "../shared/scheduleKinds";
import type { ScheduleRow } from "../shared/schedulesApi";
import { formatSpan } from "../shared/scheduleTime";
import { TypeDot } from "../shared/TypeDot";
import { labelOf, useScheduleChoices } from "../shared/useScheduleChoices";

/** An event as a user who may not edit it sees it. */
export function EventDetails({
  kind,
  row,
  onClose,
}: {
  kind: ScheduleKindView;
  row: ScheduleRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { types, statuses } = useScheduleChoices(kind);
  return (
    <Modal open title={row.tieu_de} onCancel={onClose} footer={null} destroyOnHidden>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: "time", label: t("schedules.common.start"), children: formatSpan(row.bat_dau, row.ket_thuc) },
          { key: "customer", label: t("schedules.common.customer"), children: row.ten_kh ?? row.ma_kh },
          {
            key: "type",
            label: t("schedules.common.type"),
            children: row.ma_loai && <TypeDot color={row.mau} label={labelOf(types, row.ma_loai)} />,
          },
          { key: "assignee", label: t("schedules.common.assignee"), children: row.ten_nv ?? row.ma_nv },
          {
            key: "status",
            label: t("schedules.common.status"),
            children: <StatusTag status={row.trang_thai} statuses={statuses} />,
          },
          { key: "content", label: t("schedules.common.content"), children: String(row.noi_dung ?? "") },
        ]}
      />
    </Modal>
  );
}
