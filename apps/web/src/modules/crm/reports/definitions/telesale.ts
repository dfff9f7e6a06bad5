import { defineReport } from "../reportDefinition";
import { byCode, byName, countColumn, countFigure, type EmployeeRow, employeeColumns, employeeTotals } from "./common";

interface Row extends EmployeeRow {
  calls: number;
  calls_out: number;
  calls_in: number;
  answered: number;
  not_answered: number;
  talk_seconds: number;
  avg_answered_seconds: number | null;
  booked: number;
  booked_done: number;
}

/** /crm/reports/telesale: each telesale's calls, time on the phone and the appointments they booked. */
export const telesaleReport = defineReport<Row, Omit<Row, keyof EmployeeRow>>({
  name: "telesale",
  rowKey: byCode,
  columns: (t) => [
    ...employeeColumns<Row>(t),
    countColumn("calls", t("crmReports.telesale.calls")),
    countColumn("calls_out", t("crmReports.telesale.callsOut")),
    countColumn("calls_in", t("crmReports.telesale.callsIn")),
    countColumn("answered", t("crmReports.telesale.answered")),
    countColumn("not_answered", t("crmReports.telesale.notAnswered")),
    { key: "talk_seconds", title: t("crmReports.telesale.talkTime"), kind: "duration" },
    { key: "avg_answered_seconds", title: t("crmReports.telesale.avgAnswered"), kind: "duration" },
    countColumn("booked", t("crmReports.telesale.booked")),
    countColumn("booked_done", t("crmReports.telesale.bookedDone")),
  ],
  totalsRow: employeeTotals,
  charts: (t) => [
    {
      type: "bar",
      title: t("crmReports.telesale.chart"),
      label: byName,
      series: [
        { key: "calls", title: t("crmReports.telesale.calls"), value: (r) => r.calls },
        { key: "answered", title: t("crmReports.telesale.answered"), value: (r) => r.answered },
        { key: "booked", title: t("crmReports.telesale.booked"), value: (r) => r.booked },
      ],
    },
  ],
  figures: (t, { totals }) => [
    countFigure(t("crmReports.summary.calls"), totals.calls),
    countFigure(t("crmReports.summary.answered"), totals.answered),
    { label: t("crmReports.summary.talkTime"), value: totals.talk_seconds, kind: "duration" },
    countFigure(t("crmReports.summary.booked"), totals.booked),
  ],
});
