import { formatNumber } from "@sen/core";
import { Alert, List, Skeleton, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PartnerFilterFields } from "../shared/PartnerFilterFields";
import { PartnerPicker, type PickedPartner } from "../shared/PartnerPicker";
import type { PartnerFilterValues } from "../shared/partnerFilter";
import type { Recipient } from "./broadcastsApi";

export type RecipientMode = "filter" | "pick";

interface RecipientChooserProps {
  mode: RecipientMode;
  onMode: (mode: RecipientMode) => void;
  filter: PartnerFilterValues;
  onFilter: (filter: PartnerFilterValues) => void;
  picked: PickedPartner[];
  onPicked: (picked: PickedPartner[]) => void;
  preview?: { count: number; sample: Recipient[] };
  loading: boolean;
}

/** Who receives: partners matching conditions (with the birth month) or picked one by one; the live count and the first 20. */
export function RecipientChooser(props: RecipientChooserProps) {
  const { t } = useTranslation();
  const { preview, loading } = props;
  return (
    <>
      <Tabs
        activeKey={props.mode}
        onChange={(key) => props.onMode(key as RecipientMode)}
        items={[
          {
            key: "filter",
            label: t("crmCampaigns.byFilter"),
            children: <PartnerFilterFields value={props.filter} onChange={props.onFilter} withBirthMonth />,
          },
          {
            key: "pick",
            label: t("crmCampaigns.byPicking"),
            children: <PartnerPicker value={props.picked} onChange={props.onPicked} />,
          },
        ]}
      />
      <Alert
        style={{ marginTop: 12 }}
        type={preview?.count === 0 ? "warning" : "success"}
        showIcon
        title={
          <Typography.Text strong data-testid="recipient-count">
            {preview ? t("crmCampaigns.recipientCount", { count: formatNumber(preview.count) }) : "…"}
          </Typography.Text>
        }
      />
      {loading && !preview ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        preview &&
        preview.count > 0 && (
          <List<Recipient>
            size="small"
            style={{ marginTop: 8, maxHeight: 260, overflow: "auto" }}
            header={
              <Typography.Text type="secondary">
                {t("crmCampaigns.sample", { count: preview.sample.length })}
              </Typography.Text>
            }
            dataSource={preview.sample}
            renderItem={(r) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Typography.Text>{`${r.ma_kh} · ${r.ten_kh}`}</Typography.Text>
                <Typography.Text type="secondary">{r.phone ?? r.email ?? ""}</Typography.Text>
              </List.Item>
            )}
          />
        )
      )}
    </>
  );
}
