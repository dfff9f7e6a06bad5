import { SoundOutlined } from "@ant-design/icons";
import { hasRight } from "@sen/core";
import { Alert, Flex } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable } from "@/platform/table";
import { type CallLogRow, callLogKeys, callLogsApi } from "../callLogsApi";
import { CALL_FILTERS, CallLogFilters } from "./CallLogFilters";
import { useCallLogColumns } from "./useCallLogColumns";

const COMMAND = "crm.call-center.call-logs";

/** /crm/call-center/call-logs: what the softphone logged by itself, to read (with its recordings) and export. */
export function CallCenterLogsPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const common = useCallLogColumns();
  const columns = useMemo<DataColumn<CallLogRow>[]>(
    () => [
      ...common.filter((c) => c.key !== "nguon"),
      { key: "call_id", title: t("crmCalls.callId"), width: 180 },
      {
        key: "ghi_am",
        title: t("crmCalls.recording"),
        width: 110,
        render: (row) =>
          row.ghi_am && (
            <a href={row.ghi_am} target="_blank" rel="noreferrer">
              <SoundOutlined /> {t("crmCalls.listen")}
            </a>
          ),
      },
    ],
    [common, t],
  );
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t("crmCalls.centerHint")} />
      <DataTable<CallLogRow>
        columns={columns}
        rowKey="id"
        fetchPage={callLogsApi.centerList}
        queryKey={callLogKeys.center}
        settingsKey="crm.call-center.call-logs"
        dateRange
        filterKeys={CALL_FILTERS.filter((k) => k !== "nguon")}
        filters={(values, setFilter) => <CallLogFilters values={values} setFilter={setFilter} withSource={false} />}
        emptyText={t("crmCalls.centerEmpty")}
        exportable={Boolean(user && hasRight(user, COMMAND, "print"))}
        exportName={t("crmCalls.centerExportName")}
      />
    </Flex>
  );
}
