import { pick, TICKET_PRIORITIES } from "@sen/core";
import { Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, type RowActionSet, rowActionsColumn } from "@/platform/table";
import { StatusTag } from "../shared/StatusTag";
import type { ScheduleKindView } from "../shared/scheduleKinds";
import type { ScheduleRow } from "../shared/schedulesApi";
import { formatDayTime } from "../shared/scheduleTime";
import { priorityColor } from "../shared/statusColors";
import { TypeDot } from "../shared/TypeDot";
import { labelOf, useScheduleChoices } from "../shared/useScheduleChoices";

interface ColumnOptions {
  /** Quick status change; none without the right to edit. */
  onStatus?: (row: ScheduleRow, status: string) => void;
  actions?: (row: ScheduleRow) => RowActionSet;
  /** Extra columns after the partner's name (the search screen's phone). */
  extra?: DataColumn<ScheduleRow>[];
}

const NO_EXTRA: DataColumn<ScheduleRow>[] = [];

const dayTime = (key: "bat_dau" | "ket_thuc", title: string): DataColumn<ScheduleRow> => ({
  key,
  title,
  sortable: true,
  width: 150,
  role: "date",
  render: (row) => formatDayTime(row[key]),
  exportValue: (row) => formatDayTime(row[key]),
});

/** The columns of an appointment or ticket list: times as DD/MM/YYYY HH:mm, type with its colour, status tag. */
export function useScheduleColumns(kind: ScheduleKindView, { onStatus, actions, extra = NO_EXTRA }: ColumnOptions) {
  const { t, i18n } = useTranslation();
  const { types, statuses } = useScheduleChoices(kind);
  return useMemo(() => {
    const priorities = TICKET_PRIORITIES.map((p) => ({ value: p.value, label: pick(p.label, i18n.language) }));
    // A ticket's priority matters as much as its title: it comes right after it.
    const priority: DataColumn<ScheduleRow>[] =
      kind.kind === "ticket"
        ? [
            {
              key: "muc_do",
              title: t("schedules.common.priority"),
              sortable: true,
              width: 120,
              render: (row) => <Tag color={priorityColor(row.muc_do)}>{labelOf(priorities, row.muc_do)}</Tag>,
              exportValue: (row) => labelOf(priorities, row.muc_do),
            },
          ]
        : [];
    const columns: DataColumn<ScheduleRow>[] = [
      dayTime("bat_dau", t("schedules.common.start")),
      dayTime("ket_thuc", t("schedules.common.end")),
      { key: "tieu_de", title: t("schedules.common.title"), sortable: true, width: 240, role: "label" },
      ...priority,
      {
        key: "ma_loai",
        title: t("schedules.common.type"),
        width: 170,
        render: (row) =>
          row.ma_loai && (
            <TypeDot color={types.find((c) => c.value === row.ma_loai)?.color} label={labelOf(types, row.ma_loai)} />
          ),
        exportValue: (row) => labelOf(types, row.ma_loai),
      },
      { key: "ten_kh", title: t("schedules.common.customer"), width: 200 },
      ...extra,
      { key: "ten_nv", title: t("schedules.common.assignee"), width: 190 },
      {
        key: "trang_thai",
        title: t("schedules.common.status"),
        sortable: true,
        width: 160,
        role: "status",
        render: (row) => (
          <StatusTag
            status={row.trang_thai}
            statuses={statuses}
            onChange={onStatus && ((status) => onStatus(row, status))}
          />
        ),
        exportValue: (row) => labelOf(statuses, row.trang_thai),
      },
    ];
    columns.push({ key: "ma_dvcs", title: t("schedules.common.branch"), width: 100 });
    if (actions) columns.push(rowActionsColumn(t("entity.actions"), actions));
    return columns;
  }, [kind, types, statuses, onStatus, actions, extra, t, i18n.language]);
}
