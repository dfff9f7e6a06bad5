import { formatDate } from "@sen/core";
import { defineReport } from "../reportDefinition";
import { countColumn, countFigure } from "./common";

interface Row {
  day: string;
  calls_out: number;
  calls_in: number;
  appointments: number;
  tickets: number;
  complaints: number;
  partners: number;
}

const CHANNELS = [
  ["calls_out", "callsOut"],
  ["calls_in", "callsIn"],
  ["appointments", "appointments"],
  ["tickets", "tickets"],
  ["complaints", "complaints"],
] as const;

/** /crm/reports/contact: every day of the period, the contacts of each channel and the customers reached. */
export const contactReport = defineReport<Row, Omit<Row, "day">>({
  name: "contact",
  rowKey: (row) => row.day,
  columns: (t) => [
    { key: "day", title: t("crmReports.contact.day"), kind: "date", width: 120 },
    ...CHANNELS.map(([key, label]) => countColumn<Row>(key, t(`crmReports.contact.${label}`))),
    countColumn("partners", t("crmReports.contact.partners")),
  ],
  totalsRow: ({ totals }) => ({ ...totals, day: "" }),
  charts: (t) => [
    {
      type: "line",
      title: t("crmReports.contact.chart"),
      label: (r) => formatDate(r.day).slice(0, 5),
      series: CHANNELS.map(([key, label]) => ({
        key,
        title: t(`crmReports.contact.${label}`),
        value: (r: Row) => r[key],
      })),
    },
  ],
  figures: (t, { totals }) => [
    countFigure(t("crmReports.summary.calls"), totals.calls_out + totals.calls_in),
    countFigure(t("crmReports.summary.appointments"), totals.appointments),
    countFigure(t("crmReports.summary.tickets"), totals.tickets),
    countFigure(t("crmReports.summary.complaints"), totals.complaints),
    countFigure(t("crmReports.summary.partners"), totals.partners),
  ],
});
