import { PlusOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { entityApi } from "@/platform/entity";
import { DataTable, type TableQuery } from "@/platform/table";
import { SCHEDULE_FILTERS, ScheduleFilters } from "../shared/ScheduleFilters";
import { SCHEDULE_KINDS, type ScheduleKind } from "../shared/scheduleKinds";
import { type ScheduleRow, scheduleKeys } from "../shared/schedulesApi";
import { useScheduleColumns } from "./useScheduleColumns";
import { useScheduleEditing } from "./useScheduleEditing";

/**
 * /crm/tasks and /crm/tickets: the list with type, status and assignee filters and a date range on the start;
 * 'Thêm mới', edit, delete and the quick status change as the user's rights allow.
 */
function ScheduleListPage({ kind: kindName }: { kind: ScheduleKind }) {
  const kind = SCHEDULE_KINDS[kindName];
  const { t } = useTranslation();
  const { rights, onStatus, actions, form, create, name } = useScheduleEditing(kind);
  const columns = useScheduleColumns(kind, { onStatus, actions });
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      entityApi.list(kind.definition, query, signal) as Promise<{ items: ScheduleRow[]; total: number }>,
    [kind],
  );
  return (
    <>
      <DataTable<ScheduleRow>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={[...scheduleKeys.all(kind), "list"]}
        settingsKey={`crm.${kind.kind}s`}
        dateRange
        filterKeys={SCHEDULE_FILTERS}
        filters={(values, setFilter) => <ScheduleFilters kind={kind} values={values} setFilter={setFilter} />}
        emptyText={t("entity.empty", { name: name.toLowerCase() })}
        exportable={rights.print}
        exportName={name}
        toolbar={
          rights.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={create} data-testid="entity-add">
              {t("entity.add")}
            </Button>
          )
        }
      />
      {form}
    </>
  );
}

export const TaskListPage = () => <ScheduleListPage kind="task" />;
export const TicketListPage = () => <ScheduleListPage kind="ticket" />;
