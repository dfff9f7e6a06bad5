import type { TFunction } from "i18next";
import type { FilterOption } from "@/platform/table";
import type { ValueKind } from "./reportValues";

/** What every report is asked for: a period of days (Y-m-d, both included) and its own filters by key. */
export interface ReportParams {
  fromDate: string;
  toDate: string;
  [filter: string]: string | undefined;
}

export interface ReportColumn<Row> {
  key: string;
  title: string;
  kind: ValueKind;
  /** Default: the row's property named `key`. */
  value?: (row: Row) => unknown;
  width?: number;
  /** The title over this column and its neighbours of the same group ("Số dư đầu kỳ" over Nợ and Có). */
  group?: string;
  /** Where a click on the cell leads (the document a line comes from); none: plain text. */
  link?: (row: Row) => string | undefined;
}

/** A column's value in a row: its own reading, else the row's property of that key. */
export const columnValue = <Row>(column: ReportColumn<Row>, row: Row): unknown =>
  column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];

export interface ChartSeries<Row> {
  key: string;
  title: string;
  value: (row: Row) => number | null;
  /** Default: the next colour of the palette. */
  colour?: string;
}

/** What a chart's values are: how its axis, labels and tooltip read. */
export type ChartUnit = "count" | "percent" | "money";

export interface ChartSpec<Row> {
  /**
   * Bars side by side, stacked bars, a line per series (always straight from point to point: a
   * smoothed curve would draw amounts that never were), or a pie of the first series.
   */
  type: "bar" | "stacked" | "line" | "pie";
  title: string;
  /** The category a row is (an employee, a source, a day). */
  label: (row: Row) => string;
  series: ChartSeries<Row>[];
  /** Default: counts. */
  unit?: ChartUnit;
  /** The rows worth a place in the chart (default: every row). */
  include?: (row: Row) => boolean;
}

/** One chart the user turns between views of, one at a time (a measure, a period). */
export interface ChartSwitch<Row> {
  title: string;
  choices: { key: string; label: string; chart: ChartSpec<Row> }[];
}

export type ReportChart<Row> = ChartSpec<Row> | ChartSwitch<Row>;

export const isChartSwitch = <Row>(chart: ReportChart<Row>): chart is ChartSwitch<Row> => "choices" in chart;

/** One of the report's main figures, shown as a card above the table. */
export interface ReportFigure {
  label: string;
  value: unknown;
  kind: ValueKind;
  /** What the value is measured against ("12 / 40"): a target, a total. */
  of?: number | null;
}

/** A filter of the report beside the period: a choice among options, kept in the address under `key`. */
export interface ReportFilter {
  /** The parameter's name in the address and in the request. */
  key: string;
  label: (t: TFunction) => string;
  /** What no choice means ("Tất cả nhân viên"). */
  allLabel: (t: TFunction) => string;
  /** The options, as a React hook (they usually come from the server). */
  useOptions: () => FilterOption[];
  width?: number;
  /** What the report reads when nothing is chosen, shown as chosen (the cash account 1111). */
  default?: string;
}

/**
 * A report as data: where its answer comes from, and what its figures, table, charts and Excel file
 * show of that answer. The report frame (`ReportFrame`) draws every report from one of these.
 */
export interface ReportDefinition<Row, Answer> {
  /** Names the report on the page (`data-testid="report-{name}"`). */
  name: string;
  /** The start of the answer's query key: changing the report's data elsewhere may invalidate it. */
  queryKey: readonly unknown[];
  fetch: (params: ReportParams, signal?: AbortSignal) => Promise<Answer>;
  filters?: ReportFilter[];
  rows: (answer: Answer) => Row[];
  rowKey: (row: Row) => string;
  columns: (t: TFunction, answer: Answer) => ReportColumn<Row>[];
  /** The totals as a row of the same columns, when adding up the rows means something. */
  totals?: (answer: Answer) => Row;
  figures: (t: TFunction, answer: Answer) => ReportFigure[];
  charts: (t: TFunction, answer: Answer) => ReportChart<Row>[];
  /** Rows shown under a row (a source's options): a tree in the table, indented lines in Excel. */
  children?: (row: Row) => Row[] | undefined;
  /** Something the reader must know about these numbers (an amount not counted yet). */
  notice?: (t: TFunction, answer: Answer) => string | undefined;
}

export const defineReport = <Row, Answer>(definition: ReportDefinition<Row, Answer>) => definition;

/** Where a report is shown: the page's title, the branches in view (the navbar's), the right to export. */
export interface ReportScope {
  title: string;
  /** The branches the answer covers, "CN01 - Chi nhánh Quận 1". */
  branches: string[];
  /** Their codes, as sent to the server: another choice is another answer. */
  branchCodes: readonly string[];
  canExport: boolean;
}
