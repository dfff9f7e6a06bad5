import { defineReport, type ReportFigure } from "@/platform/report";
import { employeeFilter } from "../../reports/employeeFilter";
import { MEASURES, type Measure, type ReportLine, reportLines } from "./targetMeasures";
import { type ProgressAnswer, type ProgressQuery, targetKeys, targetsApi } from "./targetsApi";

const isMoney = (measure: Measure) => measure === "doanh_thu";
const sum = (lines: readonly ReportLine[], pick: (line: ReportLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

/**
 * /crm/reports/target: the targets overlapping a period, by salesperson, each measure's target, actual
 * and percent reached, one line a measure; a chart of target against actual, one measure at a time.
 */
export const targetReport = defineReport<ReportLine, ProgressAnswer>({
  name: "target",
  queryKey: [...targetKeys.all, "report"],
  fetch: ({ fromDate, toDate, ma_nv }, signal) => {
    const query: ProgressQuery = ma_nv ? { fromDate, toDate, ma_nv } : { fromDate, toDate };
    return targetsApi.progress(query, signal);
  },
  filters: [employeeFilter],
  rows: (answer) => reportLines(answer.items),
  rowKey: (line) => line.key,
  columns: (t) => [
    {
      key: "employee",
      title: t("crmCampaigns.employee"),
      kind: "text",
      width: 220,
      value: (line) => `${line.ma_nv} - ${line.ten_nv ?? ""}`,
    },
    { key: "tu_ngay", title: t("crmCampaigns.from"), kind: "date", width: 110 },
    { key: "den_ngay", title: t("crmCampaigns.to"), kind: "date", width: 110 },
    {
      key: "measure",
      title: t("crmCampaigns.measure"),
      kind: "text",
      width: 190,
      value: (line) => t(`crmCampaigns.measures.${line.measure}`),
    },
    { key: "target", title: t("crmCampaigns.target"), kind: "count", width: 140 },
    { key: "actual", title: t("crmCampaigns.actual"), kind: "count", width: 140 },
    {
      key: "percent",
      title: t("crmCampaigns.reached"),
      kind: "percent",
      width: 150,
      // Revenue is counted once Sales records bills: a 0% would say the salesperson sold nothing.
      value: (line) => (isMoney(line.measure) ? t("crmCampaigns.pending") : line.percent),
    },
  ],
  figures: (t, answer) => {
    const lines = reportLines(answer.items);
    return [
      { label: t("crmCampaigns.targetCount"), value: answer.items.length, kind: "count" },
      ...MEASURES.map((measure): ReportFigure => {
        const of = lines.filter((line) => line.measure === measure);
        return {
          label: t(`crmCampaigns.measures.${measure}`),
          value: sum(of, (line) => line.actual),
          of: sum(of, (line) => line.target),
          kind: isMoney(measure) ? "money" : "count",
        };
      }),
    ];
  },
  charts: (t) => [
    {
      title: t("crmCampaigns.chartTitle"),
      choices: MEASURES.map((measure) => ({
        key: measure,
        label: t(`crmCampaigns.measures.${measure}`),
        chart: {
          type: "bar",
          title: t(`crmCampaigns.measures.${measure}`),
          unit: isMoney(measure) ? "money" : "count",
          label: (line) => line.ten_nv ?? line.ma_nv,
          include: (line) => line.measure === measure,
          series: [
            { key: "target", title: t("crmCampaigns.target"), value: (line) => line.target, colour: "#91caff" },
            { key: "actual", title: t("crmCampaigns.actual"), value: (line) => line.actual, colour: "#1677ff" },
          ],
        },
      })),
    },
  ],
  notice: (t, answer) => (answer.revenue_pending ? t("crmCampaigns.revenuePending") : undefined),
});
