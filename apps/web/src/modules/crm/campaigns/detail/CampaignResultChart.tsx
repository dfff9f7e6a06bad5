import { CAMPAIGN_RESULTS } from "@sen/core";
import { Card, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { RESULT_COLOURS, resultLabel } from "../campaignLabels";
import type { CampaignSummary } from "../campaignsApi";

/** How many of the campaign's partners reached each result, one coloured bar a result. */
export function CampaignResultChart({ summary }: { summary?: CampaignSummary }) {
  const { t, i18n } = useTranslation();
  const data = CAMPAIGN_RESULTS.map((r) => ({
    key: r.value,
    name: resultLabel(r.value, i18n.language),
    count: summary?.by_result[r.value] ?? 0,
  }));
  return (
    <Card size="small" title={t("crmCampaigns.resultsChart")} loading={!summary} style={{ height: "100%" }}>
      {summary && summary.total === 0 ? (
        <Empty description={t("crmCampaigns.noPartners")} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div style={{ width: "100%", height: 260 }} data-testid="result-chart">
          <ResponsiveContainer>
            <BarChart data={data} layout="vertical" margin={{ left: 8, right: 32 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="name" width={100} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="count" name={t("crmCampaigns.summary.total")} isAnimationActive={false}>
                {data.map((d) => (
                  <Cell key={d.key} fill={RESULT_COLOURS[d.key]} />
                ))}
                <LabelList dataKey="count" position="right" />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
