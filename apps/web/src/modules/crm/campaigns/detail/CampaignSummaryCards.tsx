import { formatNumber } from "@sen/core";
import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import type { CampaignSummary } from "../campaignsApi";
import { percentText } from "../percent";

/** The campaign in four numbers: its partners, those who bought (and the rate), its appointments, its calls. */
export function CampaignSummaryCards({ summary }: { summary?: CampaignSummary }) {
  const { t } = useTranslation();
  const cards = [
    { key: "total", title: t("crmCampaigns.summary.total"), value: summary?.total, note: "" },
    {
      key: "converted",
      title: t("crmCampaigns.summary.converted"),
      value: summary?.by_result.converted,
      note: summary ? t("crmCampaigns.summary.rate", { rate: percentText(summary.conversion_rate) }) : "",
    },
    {
      key: "tasks",
      title: t("crmCampaigns.summary.tasks"),
      value: summary?.tasks,
      note: summary ? t("crmCampaigns.summary.done", { count: summary.done_tasks }) : "",
    },
    {
      key: "calls",
      title: t("crmCampaigns.summary.calls"),
      value: summary?.calls,
      note: t("crmCampaigns.summary.inPeriod"),
    },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small" loading={!summary} data-testid={`summary-${card.key}`}>
            <Statistic title={card.title} value={card.value ?? 0} formatter={(v) => formatNumber(Number(v))} />
            <div style={{ color: "rgba(0,0,0,0.45)", fontSize: 12, minHeight: 20 }}>{card.note}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
