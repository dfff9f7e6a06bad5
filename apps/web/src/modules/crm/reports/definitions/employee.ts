import { defineReport } from "../reportDefinition";
import { byCode, byName, count, countColumn, type EmployeeRow, employeeColumns, employeeTotals } from "./common";

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
  summary: (t, { totals }) => [
    { label: t("crmReports.summary.newPartners"), value: count(totals.new_partners) },
    { label: t("crmReports.summary.calls"), value: count(totals.calls) },
    { label: t("crmReports.summary.answered"), value: count(totals.answered_calls) },
    { label: t("crmReports.summary.appointments"), value: count(totals.appointments) },
    { label: t("crmReports.summary.done"), value: count(totals.done_appointments) },
  ],
});
