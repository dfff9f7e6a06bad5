import { CRM_REPORT_NAMES } from "@sen/core";
import type { TFunction } from "i18next";
import type { ReportChart, ReportColumn, ReportDefinition, ReportFigure } from "@/platform/report";
import { employeeFilter } from "./employeeFilter";
import { type ReportAnswer, type ReportName, reportApi, reportKeys } from "./reportApi";

/** The CRM reports of this folder (the target report is the targets' own). */
export const REPORT_NAMES = CRM_REPORT_NAMES;
export type { ReportAnswer, ReportName };
/** What a CRM report says of its answer; where the answer comes from and the employee filter are common. */
export interface CrmReport<Row, Totals> {
  name: ReportName;
  rowKey: (row: Row) => string;
  columns: (t: TFunction, answer: ReportAnswer<Row, Totals>) => ReportColumn<Row>[];
  /** The totals as a row of the same columns. */
  totalsRow: (answer: ReportAnswer<Row, Totals>) => Row;
  charts: (t: TFunction, answer: ReportAnswer<Row, Totals>) => ReportChart<Row>[];
  figures: (t: TFunction, answer: ReportAnswer<Row, Totals>) => ReportFigure[];
  children?: (row: Row) => Row[] | undefined;
}

/** A CRM report for the report frame: `GET crm/reports/{name}` over a period, narrowed to an employee. */
export function defineReport<Row, Totals = Partial<Row>>(
  report: CrmReport<Row, Totals>,
): ReportDefinition<Row, ReportAnswer<Row, Totals>> {
  return {
    name: report.name,
    queryKey: reportKeys.one(report.name),
    fetch: (params, signal) => reportApi.get<Row, Totals>(report.name, params, signal),
    filters: [employeeFilter],
    rows: (answer) => answer.rows,
    rowKey: report.rowKey,
    columns: report.columns,
    totals: report.totalsRow,
    figures: report.figures,
    charts: report.charts,
    children: report.children,
  };
}
