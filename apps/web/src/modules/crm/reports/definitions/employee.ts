import { defineReport } from "../reportDefinition";
import { byCode, byName, countColumn, countFigure, type EmployeeRow, employeeColumns, employeeTotals } from "./common";

interface Row extends EmployeeRow {
  partners: number;
  new_partners: number;
  calls: number;
  answered_calls: number;
  appointments: number;
  done_appointments: number;
  tickets: number;
  complaints: number;
}

/** /crm/reports/employee: each salesperson's customers and activity in the period. */
export const employeeReport = defineReport<Row, Omit<Row, keyof EmployeeRow>>({
  name: "employee",
  rowKey: byCode,
  columns: (t) => [
    ...employeeColumns<Row>(t),
    countColumn("partners", t("crmReports.employee.partners")),
    countColumn("new_partners", t("crmReports.employee.newPartners")),
    countColumn("calls", t("crmReports.employee.calls")),
    countColumn("answered_calls", t("crmReports.employee.answeredCalls")),
    countColumn("appointments", t("crmReports.employee.appointments")),
    countColumn("done_appointments", t("crmReports.employee.doneAppointments")),
    countColumn("tickets", t("crmReports.employee.tickets")),
    countColumn("complaints", t("crmReports.employee.complaints")),
  ],
  totalsRow: employeeTotals,
  charts: (t) => [
    {
      type: "bar",
      title: t("crmReports.employee.chart"),
      label: byName,
      series: [
        { key: "new_partners", title: t("crmReports.employee.newPartners"), value: (r) => r.new_partners },
        { key: "calls", title: t("crmReports.employee.calls"), value: (r) => r.calls },
        {
          key: "done_appointments",
          title: t("crmReports.employee.doneAppointments"),
          value: (r) => r.done_appointments,
        },
      ],
    },
  ],
  figures: (t, { totals }) => [
    countFigure(t("crmReports.summary.newPartners"), totals.new_partners),
    countFigure(t("crmReports.summary.calls"), totals.calls),
    countFigure(t("crmReports.summary.answered"), totals.answered_calls),
    countFigure(t("crmReports.summary.appointments"), totals.appointments),
    countFigure(t("crmReports.summary.done"), totals.done_appointments),
  ],
});
