import type { ReportColumn } from "@/platform/report";
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
  calls: number;
  working_days: number;
  calls_per_day: number | null;
  answered: number;
  answer_rate: number | null;
  booked: number;
  booking_rate: number | null;
  booked_done: number;
  show_rate: number | null;
  target_calls: number;
  achieved_rate: number | null;
}

const rateColumn = (key: keyof Row & string, title: string): ReportColumn<Row> => ({ key, title, kind: "percent" });

/** /crm/reports/telesale-kpis: calls a working day, the answer, booking and show rates, the calls target reached. */
export const telesaleKpisReport = defineReport<Row, Omit<Row, keyof EmployeeRow>>({
  name: "telesale-kpis",
  rowKey: byCode,
  columns: (t) => [
    ...employeeColumns<Row>(t),
    countColumn("calls", t("crmReports.kpis.calls")),
    countColumn("working_days", t("crmReports.kpis.workingDays")),
    { key: "calls_per_day", title: t("crmReports.kpis.callsPerDay"), kind: "decimal" },
    rateColumn("answer_rate", t("crmReports.kpis.answerRate")),
    rateColumn("booking_rate", t("crmReports.kpis.bookingRate")),
    rateColumn("show_rate", t("crmReports.kpis.showRate")),
    countColumn("target_calls", t("crmReports.kpis.targetCalls")),
    rateColumn("achieved_rate", t("crmReports.kpis.achievedRate")),
  ],
  totalsRow: employeeTotals,
  charts: (t) => [
    {
      type: "bar",
      unit: "percent",
      title: t("crmReports.kpis.chart"),
      label: byName,
      series: [{ key: "achieved_rate", title: t("crmReports.kpis.achievedRate"), value: (r) => r.achieved_rate }],
    },
  ],
  figures: (t, { totals }) => [
    countFigure(t("crmReports.summary.calls"), totals.calls),
    percentFigure(t("crmReports.summary.answerRate"), totals.answer_rate),
    percentFigure(t("crmReports.summary.achieved"), totals.achieved_rate),
  ],
});
