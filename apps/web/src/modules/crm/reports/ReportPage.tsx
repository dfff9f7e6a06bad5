import { FileExcelOutlined } from "@ant-design/icons";
import { formatDate, hasRight, pick } from "@sen/core";
import { Alert, Button, Col, Flex, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { useRouteMeta } from "@/platform/routing/useRouteMeta";
import { useSession } from "@/platform/session/sessionStore";
import { exportReport } from "./exportReport";
import { ReportChart } from "./ReportChart";
import { ReportFilters } from "./ReportFilters";
import { ReportSummary } from "./ReportSummary";
import { ReportTable } from "./ReportTable";
import { useReport } from "./reportApi";
import type { ReportDefinition } from "./reportDefinition";
import { useEmployeeOptions } from "./useEmployeeOptions";
import { useReportFilters } from "./useReportFilters";

/** What a failed report says: the fields at fault of a 422, else the message. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.errors) return Object.values(error.errors).join(". ");
  return error instanceof Error ? error.message : String(error);
}

/**
 * One CRM report: the period, the employee and the navbar's branches; a summary line, its
 * charts, its table with the totals, and 'Xuất Excel' (with the print right) of the same.
 */
export function ReportPage<Row extends object, Totals>({ definition }: { definition: ReportDefinition<Row, Totals> }) {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const title = meta ? pick(meta.pageTitle, i18n.language) : definition.name;
  const { params, setPeriod, setEmployee } = useReportFilters();
  const employees = useEmployeeOptions();
  const { data, isFetching, error } = useReport<Row, Totals>(definition.name, params);
  const command = `crm.reports.${definition.name}`;
  const canPrint = useSession((s) => Boolean(s.user && hasRight(s.user, command, "print")));
  const branches = useSession((s) => s.branches);
  const selected = useSession((s) => s.selectedBranches);

  const view = useMemo(
    () =>
      data && {
        columns: definition.columns(t, data),
        totals: definition.totalsRow(data),
        charts: definition.charts(t, data),
        summary: definition.summary(t, data),
      },
    [data, definition, t],
  );

  const download = () => {
    if (!data || !view) return;
    const employee = employees.find((e) => e.value === params.ma_nv)?.label ?? params.ma_nv;
    const branchNames = selected.map((code) => {
      const branch = branches?.find((b) => b.ma_dvcs === code);
      return branch ? `${code} - ${branch.ten_dvcs}` : code;
    });
    void exportReport(title, {
      titleLines: [
        title,
        t("crmReports.sheet.period", { from: formatDate(params.fromDate), to: formatDate(params.toDate) }),
        t("crmReports.sheet.employee", { employee: employee ?? t("crmReports.filters.allEmployees") }),
        t("crmReports.sheet.branches", { branches: branchNames.join(", ") }),
      ],
      columns: view.columns,
      rows: data.rows,
      totals: view.totals,
      totalLabel: t("crmReports.total"),
      percentTitle: (column) => t("crmReports.sheet.percentUnit", { title: column }),
      children: definition.children,
    });
  };

  return (
    <Flex vertical gap={12} data-testid={`report-${definition.name}`}>
      <ReportFilters
        params={params}
        employees={employees}
        onPeriod={setPeriod}
        onEmployee={setEmployee}
        extra={
          canPrint && (
            <Button icon={<FileExcelOutlined />} onClick={download} disabled={!data} data-testid="report-export">
              {t("table.export")}
            </Button>
          )
        }
      />
      {error && <Alert type="error" showIcon title={t("crmReports.loadFailed")} description={failureText(error)} />}
      {view && <ReportSummary items={view.summary} />}
      {view && view.charts.length > 0 && (
        <Row gutter={[12, 12]}>
          {view.charts.map((chart) => (
            <Col key={chart.title} xs={24} xl={view.charts.length > 1 ? 12 : 24}>
              <ReportChart spec={chart} rows={data?.rows ?? []} />
            </Col>
          ))}
        </Row>
      )}
      <ReportTable
        columns={view?.columns ?? []}
        rows={data?.rows ?? []}
        totals={view?.totals ?? ({} as Row)}
        rowKey={definition.rowKey}
        childRows={definition.children}
        loading={isFetching}
      />
    </Flex>
  );
}
