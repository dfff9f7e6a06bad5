import { hasRight } from "@sen/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable } from "@/platform/table";
import { type PartnerTaskCounts, scheduleKeys, schedulesApi } from "../shared/schedulesApi";
import { formatDayTime } from "../shared/scheduleTime";
import { PartnerTaskRows } from "./PartnerTaskRows";

const dayTime = (key: "next_at" | "last_at", title: string): DataColumn<PartnerTaskCounts> => ({
  key,
  title,
  sortable: true,
  width: 160,
  render: (row) => formatDayTime(row[key]),
  exportValue: (row) => formatDayTime(row[key]),
});

const count = (key: "open" | "done" | "total", title: string): DataColumn<PartnerTaskCounts> => ({
  key,
  title,
  kind: "number",
  sortable: true,
  width: 110,
});

/**
 * /crm/partner-tasks: the partners with appointments, how many are open, done and in all, the next and the last
 * one; a row opens to the partner's appointments.
 */
export function PartnerTasksPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const canOpenPartner = Boolean(user && hasRight(user, "crm.partners", "read"));
  const columns = useMemo<DataColumn<PartnerTaskCounts>[]>(
    () => [
      { key: "ma_kh", title: t("schedules.common.customerCode"), sortable: true, width: 120 },
      {
        key: "ten_kh",
        title: t("schedules.common.customer"),
        sortable: true,
        width: 220,
        render: (row) =>
          canOpenPartner && row.partner_id ? (
            <Link to={`/crm/partners/${row.partner_id}`}>{row.ten_kh}</Link>
          ) : (
            row.ten_kh
          ),
        exportValue: (row) => row.ten_kh ?? "",
      },
      { key: "phone", title: t("schedules.common.phone"), width: 130 },
      { key: "ten_nvbh", title: t("schedules.common.salesperson"), width: 190 },
      count("open", t("schedules.partnerTasks.open")),
      count("done", t("schedules.partnerTasks.done")),
      count("total", t("schedules.partnerTasks.total")),
      dayTime("next_at", t("schedules.partnerTasks.nextAt")),
      dayTime("last_at", t("schedules.partnerTasks.lastAt")),
    ],
    [t, canOpenPartner],
  );
  return (
    <DataTable<PartnerTaskCounts>
      columns={columns}
      rowKey="ma_kh"
      fetchPage={schedulesApi.partnerTasks}
      queryKey={scheduleKeys.partnerTasks}
      settingsKey="crm.partner-tasks"
      emptyText={t("schedules.partnerTasks.empty")}
      exportName={t("schedules.kinds.task")}
      expandable={{ expandedRowRender: (row) => <PartnerTaskRows code={row.ma_kh} /> }}
    />
  );
}
