import { campaignEntity, formatDate, formatNumber, partnerEntity, pick } from "@sen/core";
import { Card, Descriptions, Grid, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { OptionLabel } from "@/platform/entity/OptionLabel";
import { kindLabel, STATUS_COLOURS, statusLabel } from "../campaignLabels";
import type { CampaignRow } from "../campaignsApi";

const sourceField = partnerEntity.fields.find((f) => f.name === "ma_nguon");

/** A campaign's card: name and status, code, kind, dates, budget, customer source, branch, notes. */
export function CampaignHeader({ campaign }: { campaign: CampaignRow }) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const label = (name: string) => {
    const field = campaignEntity.fields.find((f) => f.name === name);
    return field ? pick(field.label, i18n.language) : name;
  };
  const period = [
    formatDate(campaign.tu_ngay),
    campaign.den_ngay ? formatDate(campaign.den_ngay) : t("crmCampaigns.openEnded"),
  ];
  return (
    <Card
      size="small"
      styles={{ title: { whiteSpace: "normal" } }}
      title={
        <Space wrap>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="campaign-name">
            {campaign.ten_chien_dich}
          </Typography.Text>
          <Tag color={STATUS_COLOURS[campaign.trang_thai]}>{statusLabel(campaign.trang_thai, i18n.language)}</Tag>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        layout={screens.sm ? "horizontal" : "vertical"}
        items={[
          { key: "ma", label: label("ma_chien_dich"), children: campaign.ma_chien_dich },
          { key: "loai", label: label("loai"), children: kindLabel(campaign.loai, i18n.language) },
          { key: "dates", label: t("crmCampaigns.period"), children: period.join(" – ") },
          {
            key: "budget",
            label: label("ngan_sach"),
            children: campaign.ngan_sach === null ? "" : `${formatNumber(campaign.ngan_sach)} ₫`,
          },
          {
            key: "source",
            label: label("ma_nguon"),
            children: sourceField && <OptionLabel field={sourceField} value={campaign.ma_nguon} />,
          },
          { key: "branch", label: t("navbar.branch"), children: campaign.ma_dvcs },
          ...(campaign.ghi_chu ? [{ key: "note", label: label("ghi_chu"), children: campaign.ghi_chu, span: 2 }] : []),
        ]}
      />
    </Card>
  );
}
