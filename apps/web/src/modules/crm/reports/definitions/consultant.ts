import { defineReport } from "../reportDefinition";
import {
  byCode,
  byName,
  countColumn,
  countFigure,
  type EmployeeRow,
  employeeColumns,
  employeeTotals,
  percentFigure,
} from "./common";

interface Row extends EmployeeRow {
  appointments: number;
  open: number;
  doing: number;
  done: number;
  cancelled: number;
  done_rate: number | null;
  /** Appointments by type code ("" without a type). */
  by_type: Record<string, number>;
}

const STATES = ["open", "doing", "done", "cancelled"] as const;

/** /crm/reports/consultant: each consultant's appointments by state and by type. */
export const consultantReport = defineReport<Row, Omit<Row, keyof EmployeeRow>>({
  name: "consultant",
  rowKey: byCode,
  columns: (t, { columns = [] }) => [
    ...employeeColumns<Row>(t),
    countColumn("appointments", t("crmReports.consultant.appointments")),
    ...STATES.map((state) => countColumn<Row>(state, t(`crmReports.consultant.${state}`))),
    { key: "done_rate", title: t("crmReports.consultant.doneRate"), kind: "percent" },
    ...columns.map((c) => ({
      key: `type:${c.key}`,
      title: c.title,
      kind: "count" as const,
      value: (r: Row) => r.by_type[c.key],
    })),
  ],
  totalsRow: employeeTotals,
  charts: (t) => [
    {
      type: "stacked",
      title: t("crmReports.consultant.chart"),
      label: byName,
      series: STATES.map((state) => ({
        key: state,
        title: t(`crmReports.consultant.${state}`),
        value: (r: Row) => r[state],
      })),
    },
  ],
  figures: (t, { totals }) => [
    countFigure(t("crmReports.summary.appointments"), totals.appointments),
    countFigure(t("crmReports.summary.done"), totals.done),
    percentFigure(t("crmReports.summary.doneRate"), totals.done_rate),
  ],
});
