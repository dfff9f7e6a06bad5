import { PlusOutlined } from "@ant-design/icons";
import { callLogEntity } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEditDeleteActions } from "@/platform/entity/RowActions";
import { useEntityDelete } from "@/platform/entity/useEntityDelete";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { DataTable } from "@/platform/table";
import { type CallLogRow, callLogKeys, callLogsApi } from "../callLogsApi";
import { CallLogForm } from "../form/CallLogForm";
import { CALL_FILTERS, CallLogFilters } from "./CallLogFilters";
import { useCallLogColumns } from "./useCallLogColumns";

/**
 * /crm/call-logs: every call of the employees the user may see (typed and from the call center), by
 * date range, direction, status, employee and source; logging a call opens the form with its
 * follow-up appointment.
 */
export function CallLogsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useEntityRights(callLogEntity);
  const [editing, setEditing] = useState<CallLogRow | "new">();

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: callLogKeys.all });
    void queryClient.invalidateQueries({ queryKey: callLogKeys.tasks });
  }, [queryClient]);
  const { deleteOne } = useEntityDelete(callLogEntity, refresh);
  const editDelete = useEditDeleteActions();
  const actions = useCallback(
    (row: CallLogRow) => {
      const label = `${row.ten_kh ?? row.ma_kh} · ${row.phone}`;
      return editDelete({
        label,
        onEdit: rights.edit ? () => setEditing(row) : undefined,
        onDelete: rights.del ? () => deleteOne(row, label) : undefined,
      });
    },
    [rights.edit, rights.del, deleteOne, editDelete],
  );
  const columns = useCallLogColumns(rights.edit || rights.del ? actions : undefined);

  return (
    <>
      <DataTable<CallLogRow>
        columns={columns}
        rowKey="id"
        fetchPage={callLogsApi.list}
        queryKey={callLogKeys.list}
        settingsKey="crm.call-logs"
        dateRange
        filterKeys={CALL_FILTERS}
        filters={(values, setFilter) => <CallLogFilters values={values} setFilter={setFilter} />}
        emptyText={t("crmCalls.empty")}
        exportable={rights.print}
        exportName={t("crmCalls.exportName")}
        toolbar={
          rights.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="call-log-add">
              {t("crmCalls.add")}
            </Button>
          )
        }
      />
      {editing && (
        <CallLogForm
          record={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
