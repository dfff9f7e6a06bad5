import { foldedIncludes, hasRight } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Flex, Typography } from "antd";
import { useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { dayjs } from "@/platform/dates";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, type TableQuery } from "@/platform/table";
import { percentText } from "./percent";
import { TargetChart } from "./TargetChart";
import { TARGET_FILTERS, TargetEmployeeFilter } from "./TargetEmployeeFilter";
import { monthOf, type ReportLine, reportLines } from "./targetMeasures";
import { type ProgressQuery, targetKeys, targetsApi } from "./targetsApi";

const progressQuery = (fromDate: string, toDate: string, ma_nv?: string): ProgressQuery =>
  ma_nv ? { fromDate, toDate, ma_nv } : { fromDate, toDate };

/**
 * /crm/reports/target: the targets overlapping a period (this month unless chosen), by salesperson, each
 * measure's target, actual and percent; a chart of target against actual; Excel export.
 */
export function TargetReportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const [params, setParams] = useSearchParams();
  const fromDate = params.get("fromDate");
  const toDate = params.get("toDate");

  // The report opens on this month: the range is written in the address, where the table reads it.
  useEffect(() => {
    if (fromDate && toDate) return;
    const month = monthOf(dayjs().format("YYYY-MM-DD"));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("fromDate", fromDate ?? month.fromDate);
        next.set("toDate", toDate ?? month.toDate);
        return next;
      },
      { replace: true },
    );
  }, [fromDate, toDate, setParams]);

  const load = useCallback(
    (query: ProgressQuery) =>
      queryClient.fetchQuery({
        queryKey: targetKeys.progress(query),
        queryFn: ({ signal }) => targetsApi.progress(query, signal),
      }),
    [queryClient],
  );
  const current = fromDate && toDate ? progressQuery(fromDate, toDate, params.get("ma_nv") ?? undefined) : undefined;
  const chart = useQuery({
    queryKey: targetKeys.progress(current ?? { fromDate: "", toDate: "" }),
    queryFn: ({ signal }) => (current ? targetsApi.progress(current, signal) : Promise.reject()),
    enabled: Boolean(current),
  });

  // The whole report is one answer: pages (and the export's pages) are cut from its lines here, searched here.
  const fetchPage = useCallback(
    async (query: TableQuery) => {
      if (!query.fromDate || !query.toDate) return { items: [], total: 0 };
      const answer = await load(progressQuery(query.fromDate, query.toDate, query.filters.ma_nv));
      const search = query.searchKey?.trim() ?? "";
      const lines = reportLines(answer.items).filter(
        (l) => !search || foldedIncludes(`${l.ma_nv} ${l.ten_nv ?? ""}`, search),
      );
      const start = (query.pageIndex - 1) * query.pageSize;
      return { items: lines.slice(start, start + query.pageSize), total: lines.length };
    },
    [load],
  );

  const columns = useMemo<DataColumn<ReportLine>[]>(
    () => [
      {
        key: "ten_nv",
        title: t("crmCampaigns.employee"),
        width: 220,
        render: (line) => `${line.ma_nv} · ${line.ten_nv ?? ""}`,
        exportValue: (line) => `${line.ma_nv} - ${line.ten_nv ?? ""}`,
      },
      { key: "tu_ngay", title: t("crmCampaigns.from"), kind: "date", width: 110 },
      { key: "den_ngay", title: t("crmCampaigns.to"), kind: "date", width: 110 },
      {
        key: "measure",
        title: t("crmCampaigns.measure"),
        width: 190,
        render: (line) => t(`crmCampaigns.measures.${line.measure}`),
        exportValue: (line) => t(`crmCampaigns.measures.${line.measure}`),
      },
      { key: "target", title: t("crmCampaigns.target"), kind: "number", width: 140 },
      { key: "actual", title: t("crmCampaigns.actual"), kind: "number", width: 140 },
      {
        key: "percent",
        title: t("crmCampaigns.reached"),
        kind: "number",
        width: 150,
        render: (line) =>
          line.measure === "doanh_thu" ? (
            <Typography.Text type="secondary">{t("crmCampaigns.pending")}</Typography.Text>
          ) : (
            percentText(line.percent)
          ),
        exportValue: (line) => (line.measure === "doanh_thu" ? null : line.percent),
      },
    ],
    [t],
  );

  return (
    <Flex vertical gap={12}>
      {chart.data?.revenue_pending !== false && <Alert type="info" showIcon title={t("crmCampaigns.revenuePending")} />}
      <TargetChart items={chart.data?.items ?? []} />
      <DataTable<ReportLine>
        columns={columns}
        rowKey="key"
        fetchPage={fetchPage}
        queryKey={[...targetKeys.all, "report"]}
        settingsKey="crm.reports.target"
        dateRange
        filterKeys={TARGET_FILTERS}
        filters={(values, setFilter) => <TargetEmployeeFilter values={values} setFilter={setFilter} />}
        emptyText={t("crmCampaigns.noTargets")}
        exportable={Boolean(user && hasRight(user, "crm.reports.target", "print"))}
        exportName={t("crmCampaigns.reportExport")}
      />
    </Flex>
  );
}
