import type { TFunction } from "i18next";
import type { ReportColumn, ReportFigure } from "@/platform/report";
import type { ReportAnswer } from "../reportDefinition";

/** The staff a row of most reports is about. */
export interface EmployeeRow {
  ma_nv: string;
  ten_nv: string;
}

export function employeeColumns<Row extends EmployeeRow>(t: TFunction): ReportColumn<Row>[] {
  return [
    { key: "ma_nv", title: t("crmReports.employeeCode"), kind: "text", width: 90 },
    { key: "ten_nv", title: t("crmReports.employeeName"), kind: "text", width: 200 },
  ];
}

/** The totals of a per-employee report as a row (no one's code or name). */
export const employeeTotals = <Row extends EmployeeRow>(answer: ReportAnswer<Row, Omit<Row, keyof EmployeeRow>>) =>
  ({ ...answer.totals, ma_nv: "", ten_nv: "" }) as Row;

export const byName = (row: EmployeeRow) => row.ten_nv;
export const byCode = (row: EmployeeRow) => row.ma_nv;

/** A count column of `key`, titled from the report's messages. */
export const countColumn = <Row>(key: keyof Row & string, title: string): ReportColumn<Row> => ({
  key,
  title,
  kind: "count",
});

export const countFigure = (label: string, value: number): ReportFigure => ({ label, value, kind: "count" });
export const percentFigure = (label: string, value: number | null): ReportFigure => ({ label, value, kind: "percent" });
