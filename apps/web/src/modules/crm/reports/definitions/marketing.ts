import { defineReport } from "../reportDefinition";
import { countFigure, percentFigure } from "./common";

interface Conversion {
  new_partners: number;
  with_appointment: number;
  with_done: number;
  conversion_rate: number | null;
}

interface Option extends Conversion {
  key: string;
  ma_chi_tiet_nguon: string;
  ten_chi_tiet_nguon: string;
}

interface Row extends Conversion {
  key: string;
  /** A source's name, or an option's under it. */
  ten_nguon: string;
  campaigns?: number;
  campaign_converted?: number;
  options?: Option[];
}

type Totals = Conversion & { campaigns: number; campaign_converted: number };

const asRow = (option: Option): Row => ({ ...option, ten_nguon: option.ten_chi_tiet_nguon });

/** /crm/reports/marketing: new customers per source and option, how many came to an appointment, the campaigns. */
export const marketingReport = defineReport<Row, Totals>({
  name: "marketing",
  rowKey: (row) => row.key,
  children: (row) => row.options?.map(asRow),
  columns: (t) => [
    { key: "ten_nguon", title: t("crmReports.marketing.source"), kind: "text", width: 240 },
    { key: "new_partners", title: t("crmReports.marketing.newPartners"), kind: "count" },
    { key: "with_appointment", title: t("crmReports.marketing.withAppointment"), kind: "count" },
    { key: "with_done", title: t("crmReports.marketing.withDone"), kind: "count" },
    { key: "conversion_rate", title: t("crmReports.marketing.conversionRate"), kind: "percent" },
    { key: "campaigns", title: t("crmReports.marketing.campaigns"), kind: "count" },
    { key: "campaign_converted", title: t("crmReports.marketing.campaignConverted"), kind: "count" },
  ],
  totalsRow: ({ totals }) => ({ ...totals, key: "", ten_nguon: "" }),
  charts: (t) => [
    {
      type: "pie",
      title: t("crmReports.marketing.pieChart"),
      label: (r) => r.ten_nguon,
      series: [{ key: "new_partners", title: t("crmReports.marketing.newPartners"), value: (r) => r.new_partners }],
    },
    {
      type: "bar",
      unit: "percent",
      title: t("crmReports.marketing.rateChart"),
      label: (r) => r.ten_nguon,
      include: (r) => r.new_partners > 0,
      series: [
        { key: "conversion_rate", title: t("crmReports.marketing.conversionRate"), value: (r) => r.conversion_rate },
      ],
    },
  ],
  figures: (t, { totals }) => [
    countFigure(t("crmReports.summary.newPartners"), totals.new_partners),
    countFigure(t("crmReports.summary.done"), totals.with_done),
    percentFigure(t("crmReports.summary.conversion"), totals.conversion_rate),
    countFigure(t("crmReports.summary.campaigns"), totals.campaigns),
  ],
});
