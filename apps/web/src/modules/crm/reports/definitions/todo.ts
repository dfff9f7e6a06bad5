import { defineReport } from "../reportDefinition";
import { byCode, byName, countColumn, countFigure, type EmployeeRow, employeeColumns, employeeTotals } from "./common";

interface Row extends EmployeeRow {
  open_tasks: number;
  overdue_tasks: number;
  done_tasks: number;
  cancelled_tasks: number;
  open_tickets: number;
  overdue_tickets: number;
  oldest_overdue: string | null;
}

/** /crm/reports/todo: what each assignee has open and overdue now, and what the period closed. */
export const todoReport = defineReport<Row, Omit<Row, keyof EmployeeRow>>({
  name: "todo",
  rowKey: byCode,
  columns: (t) => [
    ...employeeColumns<Row>(t),
    countColumn("open_tasks", t("crmReports.todo.openTasks")),
    countColumn("overdue_tasks", t("crmReports.todo.overdueTasks")),
    countColumn("done_tasks", t("crmReports.todo.doneTasks")),
    countColumn("cancelled_tasks", t("crmReports.todo.cancelledTasks")),
    countColumn("open_tickets", t("crmReports.todo.openTickets")),
    countColumn("overdue_tickets", t("crmReports.todo.overdueTickets")),
    { key: "oldest_overdue", title: t("crmReports.todo.oldestOverdue"), kind: "date", width: 130 },
  ],
  totalsRow: employeeTotals,
  charts: (t) => [
    {
      type: "bar",
      title: t("crmReports.todo.chart"),
      label: byName,
      series: [
        { key: "open", title: t("crmReports.todo.open"), value: (r) => r.open_tasks + r.open_tickets },
        { key: "overdue", title: t("crmReports.todo.overdue"), value: (r) => r.overdue_tasks + r.overdue_tickets },
      ],
    },
  ],
  figures: (t, { totals }) => [
    countFigure(t("crmReports.summary.open"), totals.open_tasks + totals.open_tickets),
    countFigure(t("crmReports.summary.overdue"), totals.overdue_tasks + totals.overdue_tickets),
    ...(totals.oldest_overdue
      ? [{ label: t("crmReports.summary.oldestOverdue"), value: totals.oldest_overdue, kind: "date" as const }]
      : []),
  ],
});
