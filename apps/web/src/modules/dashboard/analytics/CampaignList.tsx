import { formatDate, formatNumber } from "@sen/core";
import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChartEmpty, ProgressBar } from "@/platform/charts";
import type { CampaignFigure } from "./analyticsTypes";

/** Running campaigns: name (opening the campaign), days, and how many of its customers were reached. */
export function CampaignList({ items }: { items: CampaignFigure[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <ChartEmpty height={120} />;
  return (
    <Flex vertical gap={12} data-testid="campaign-list">
      {items.map((c) => (
        <Flex key={c.id} vertical gap={2}>
          <Flex justify="space-between" gap={8} style={{ minWidth: 0 }}>
            <Link to={`/crm/campaigns/${c.id}`} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis style={{ color: "inherit" }}>
                {c.ten_chien_dich}
              </Typography.Text>
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: "nowrap" }}>
              {[formatDate(c.tu_ngay), c.den_ngay ? formatDate(c.den_ngay) : "…"].join(" – ")}
            </Typography.Text>
          </Flex>
          <ProgressBar percent={c.progress} title={c.ten_chien_dich} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("dashboard.analytics.campaignProgress", {
              contacted: formatNumber(c.contacted),
              partners: formatNumber(c.partners),
              converted: formatNumber(c.converted),
            })}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
