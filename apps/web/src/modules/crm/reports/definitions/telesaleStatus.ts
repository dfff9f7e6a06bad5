import { defineReport } from "../reportDefinition";
import { byCode, byName, countFigure, type EmployeeRow, employeeColumns } from "./common";

interface Row extends EmployeeRow {
  /** Calls by status. */
  counts: Record<string, number>;
  total: number;
}

/** /crm/reports/telesale-status: calls per telesale and status, a column per status. */
export const telesaleStatusReport = defineReport<Row, Omit<Row, keyof EmployeeRow>>({
  name: "telesale-status",
  rowKey: byCode,
  columns: (t, { columns = [] }) => [
    ...employeeColumns<Row>(t),
    ...columns.map((c) => ({
      key: `status:${c.key}`,
      title: c.title,
      kind: "count" as const,
      value: (r: Row) => r.counts[c.key],
    })),
    { key: "total", title: t("crmReports.status.total"), kind: "count" },
  ],
  totalsRow: ({ totals }) => ({ ...totals, ma_nv: "", ten_nv: "" }),
  charts: (t, { columns = [] }) => [
    {
      type: "stacked",
      title: t("crmReports.status.chart"),
      label: byName,
      series: columns.map((c) => ({ key: c.key, title: c.title, value: (r: Row) => r.counts[c.key] ?? 0 })),
    },
  ],
  figures: (t, { totals, columns = [] }) => [
    countFigure(t("crmReports.summary.calls"), totals.total),
    ...columns
      .filter((c) => (totals.counts[c.key] ?? 0) > 0)
      .map((c) => countFigure(c.title, totals.counts[c.key] ?? 0)),
  ],
});
