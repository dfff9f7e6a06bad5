import { Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type DataColumn, DataTable, type TableQuery } from "@/platform/table";
import { useScheduleColumns } from "../list/useScheduleColumns";
import { useScheduleEditing } from "../list/useScheduleEditing";
import { SCHEDULE_KINDS } from "../shared/scheduleKinds";
import { type ScheduleRow, scheduleKeys, schedulesApi } from "../shared/schedulesApi";

const tasks = SCHEDULE_KINDS.task;
const NOTHING = Promise.resolve({ items: [], total: 0 });

/** Nothing is listed before something is searched for. */
const fetchPage = (query: TableQuery, signal?: AbortSignal) =>
  query.searchKey ? schedulesApi.search(query, signal) : NOTHING;

/** /crm/tasks-search: appointments looked up by title, details, customer name, code or phone. */
export function TaskSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { onStatus, actions, form, rights } = useScheduleEditing(tasks);
  const extra = useMemo<DataColumn<ScheduleRow>[]>(
    () => [{ key: "phone", title: t("schedules.common.phone"), width: 130 }],
    [t],
  );
  const columns = useScheduleColumns(tasks, { onStatus, actions, extra });
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t("schedules.search.hint")}
      </Typography.Paragraph>
      <DataTable<ScheduleRow>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={scheduleKeys.search}
        settingsKey="crm.tasks-search"
        emptyText={t(params.get("searchKey") ? "schedules.search.notFound" : "schedules.search.empty")}
        exportable={rights.print}
        exportName={t("schedules.kinds.task")}
      />
      {form}
    </>
  );
}
