import { formatDate, formatNumber } from "@sen/core";
import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChartEmpty, ProgressBar } from "@/platform/charts";
import { Text } from "../shared/Text";
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
              <Text ellipsis>{c.ten_chien_dich}</Text>
            </Link>
            <Text secondary small style={{ whiteSpace: "nowrap" }}>
              {[formatDate(c.tu_ngay), c.den_ngay ? formatDate(c.den_ngay) : "…"].join(" – ")}
            </Text>
          </Flex>
          <ProgressBar percent={c.progress} title={c.ten_chien_dich} />
          <Text secondary small>
            {t("dashboard.analytics.campaignProgress", {
              contacted: formatNumber(c.contacted),
              partners: formatNumber(c.partners),
              converted: formatNumber(c.converted),
            })}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
