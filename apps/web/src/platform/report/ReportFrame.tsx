import "./messages";
import "./reportPrint.css";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Alert, Card, Flex, Skeleton, Typography } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import type { FilterOption } from "@/platform/table";
import { exportReport } from "./exportReport";
import { ReportActions } from "./ReportActions";
import { ReportCharts } from "./ReportCharts";
import { ReportFigures } from "./ReportFigures";
import { ReportFilterBar } from "./ReportFilterBar";
import { ReportTable } from "./ReportTable";
import type { ReportDefinition, ReportFilter, ReportScope } from "./reportDefinition";
import { filterLine, reportHeading } from "./reportHeading";
import { withFilterDefaults } from "./reportParams";
import { useReportParams } from "./useReportParams";

const NO_FILTERS: ReportFilter[] = [];

/** What a failed report says: the fields at fault of a 422, else the message. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.errors) return Object.values(error.errors).join(". ");
  return error instanceof Error ? error.message : String(error);
}

/** While the first answer loads: the figures' and the chart's places, so the page does not jump. */
function Placeholder({ height }: { height: number }) {
  return (
    <Card size="small" style={{ minHeight: height }}>
      <Skeleton active paragraph={{ rows: Math.round(height / 48) }} title={false} />
    </Card>
  );
}

/**
 * Every report, drawn the same way from its definition: the filters on top (the period, the report's
 * own, the navbar's branches), the main figures, the table with its totals, the charts, then
 * 'Xuất Excel' of the table and printing. The filters live in the address; empty data says so.
 */
export function ReportFrame<Row extends object, Answer>({
  definition,
  scope,
}: {
  definition: ReportDefinition<Row, Answer>;
  scope: ReportScope;
}) {
  const { t } = useTranslation();
  const filters = definition.filters ?? NO_FILTERS;
  const filterKeys = useMemo(() => filters.map((f) => f.key), [filters]);
  const { params: asked, change } = useReportParams(filterKeys);
  const params = useMemo(() => withFilterDefaults(asked, filters), [asked, filters]);
  const [options, setOptions] = useState<Record<string, FilterOption[]>>({});
  const keepOptions = useCallback(
    (key: string, list: FilterOption[]) => setOptions((known) => ({ ...known, [key]: list })),
    [],
  );
  const { data, isFetching, error } = useQuery({
    queryKey: [...definition.queryKey, params, scope.branchCodes],
    queryFn: ({ signal }) => definition.fetch(params, signal),
    // The last answer stays on screen while the next period's loads.
    placeholderData: keepPreviousData,
  });

  const view = useMemo(
    () =>
      data && {
        rows: definition.rows(data),
        columns: definition.columns(t, data),
        totals: definition.totals?.(data),
        figures: definition.figures(t, data),
        charts: definition.charts(t, data),
        notice: definition.notice?.(t, data),
      },
    [data, definition, t],
  );
  const heading = reportHeading(
    t,
    scope,
    params,
    filters.map((filter) => filterLine(t, filter, options[filter.key] ?? [], params[filter.key])),
  );

  const download = async () => {
    if (!view) return;
    await exportReport(scope.title, {
      titleLines: heading,
      columns: view.columns,
      rows: view.rows,
      totals: view.totals,
      totalLabel: t("report.total"),
      percentTitle: (title) => t("report.percentUnit", { title }),
      children: definition.children,
    });
  };

  return (
    <Flex vertical gap={12} className="report-frame" data-testid={`report-${definition.name}`}>
      <ReportFilterBar
        params={params}
        filters={filters}
        branches={scope.branches}
        onChange={change}
        onOptions={keepOptions}
      />
      <div className="report-print-heading">
        {heading.slice(1).map((line) => (
          <Typography.Text key={line} style={{ display: "block" }}>
            {line}
          </Typography.Text>
        ))}
      </div>
      {error && <Alert type="error" showIcon title={t("report.loadFailed")} description={failureText(error)} />}
      {view?.notice && <Alert type="info" showIcon title={view.notice} data-testid="report-notice" />}
      {view ? <ReportFigures figures={view.figures} /> : !error && <Placeholder height={64} />}
      <ReportTable
        columns={view?.columns ?? []}
        rows={view?.rows ?? []}
        totals={view?.totals}
        rowKey={definition.rowKey}
        childRows={definition.children}
        loading={isFetching}
      />
      {view ? <ReportCharts charts={view.charts} rows={view.rows} /> : !error && <Placeholder height={300} />}
      <ReportActions onExport={scope.canExport ? download : undefined} ready={Boolean(view)} />
    </Flex>
  );
}
