import { formatNumber } from "@sen/core";
import { Card, Empty, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartRows, MEASURES, type Measure, type TargetProgress } from "./targetMeasures";

const short = (text: string) => (text.length > 18 ? `${text.slice(0, 17)}…` : text);

/** Target against actual for each salesperson, one measure at a time. */
export function TargetChart({ items }: { items: readonly TargetProgress[] }) {
  const { t } = useTranslation();
  const [measure, setMeasure] = useState<Measure>("kh_moi");
  const data = chartRows(items, measure);
  const money = measure === "doanh_thu";
  return (
    <Card size="small" title={t("crmCampaigns.chartTitle")}>
      <Radio.Group
        size="small"
        optionType="button"
        buttonStyle="solid"
        value={measure}
        onChange={(e) => setMeasure(e.target.value as Measure)}
        options={MEASURES.map((m) => ({ value: m, label: t(`crmCampaigns.measures.${m}`) }))}
        style={{ marginBottom: 12 }}
      />
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("crmCampaigns.noTargets")} />
      ) : (
        <div style={{ width: "100%", height: 280 }} data-testid="target-chart">
          <ResponsiveContainer>
            <BarChart data={data} margin={{ top: 8, right: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tickFormatter={short} tick={{ fontSize: 12 }} interval={0} />
              <YAxis
                allowDecimals={false}
                tickFormatter={(v: number) => formatNumber(v)}
                tick={{ fontSize: 12 }}
                width={money ? 96 : 48}
              />
              <Tooltip formatter={(v) => formatNumber(Number(v))} />
              <Legend />
              <Bar
                dataKey="target"
                name={t("crmCampaigns.target")}
                fill="#91caff"
                maxBarSize={48}
                isAnimationActive={false}
              />
              <Bar
                dataKey="actual"
                name={t("crmCampaigns.actual")}
                fill="#1677ff"
                maxBarSize={48}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
