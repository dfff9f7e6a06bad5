import { CRM_REPORT_NAMES, type CrmReportName } from "@sen/core";
import type { TFunction } from "i18next";
import type { ValueKind } from "./reportValues";

/** The CRM reports of this folder (the target report is the targets' own). */
export const REPORT_NAMES = CRM_REPORT_NAMES;
export type ReportName = CrmReportName;

/** A column the report adds from its data (a call status, an appointment type). */
export interface DataColumn {
  key: string;
  title: string;
}

/** GET crm/reports/{name}: the rows, the totals, and the data's own columns for pivots. */
export interface ReportAnswer<Row, Totals = Partial<Row>> {
  columns?: DataColumn[];
  rows: Row[];
  totals: Totals;
}

export interface ReportColumn<Row> {
  key: string;
  title: string;
  kind: ValueKind;
  /** Default: the row's property named `key`. */
  value?: (row: Row) => unknown;
  width?: number;
}

/** A column's value in a row: its own reading, else the row's property of that key. */
export const columnValue = <Row>(column: ReportColumn<Row>, row: Row): unknown =>
  column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];

export interface ChartSeries<Row> {
  key: string;
  title: string;
  value: (row: Row) => number | null;
}

export interface ChartSpec<Row> {
  /** Bars side by side, stacked bars, a line per series, or a pie of the first series. */
  type: "bar" | "stacked" | "line" | "pie";
  title: string;
  /** The category a row is (an employee, a source, a day). */
  label: (row: Row) => string;
  series: ChartSeries<Row>[];
  /** Values are percentages. */
  percent?: boolean;
  /** The rows worth a place in the chart (default: every row). */
  include?: (row: Row) => boolean;
}

export interface SummaryItem {
  label: string;
  value: string;
}

/** One report of the CRM: what its table, chart and summary show of its API answer. */
export interface ReportDefinition<Row, Totals = Partial<Row>> {
  name: ReportName;
  rowKey: (row: Row) => string;
  columns: (t: TFunction, answer: ReportAnswer<Row, Totals>) => ReportColumn<Row>[];
  /** The totals as a row of the same columns. */
  totalsRow: (answer: ReportAnswer<Row, Totals>) => Row;
  charts: (t: TFunction, answer: ReportAnswer<Row, Totals>) => ChartSpec<Row>[];
  summary: (t: TFunction, answer: ReportAnswer<Row, Totals>) => SummaryItem[];
  /** Rows shown under a row (a source's options): a tree in the table, indented lines in Excel. */
  children?: (row: Row) => Row[] | undefined;
}

export const defineReport = <Row, Totals = Partial<Row>>(definition: ReportDefinition<Row, Totals>) => definition;
