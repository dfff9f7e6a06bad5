import { formatNumber } from "@sen/core";
import { Alert, Form, Modal, Tabs, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import { type CampaignRow, campaignsApi, type PartnerChoice } from "../campaignsApi";
import { PartnerFilterFields } from "../shared/PartnerFilterFields";
import { PartnerPicker, type PickedPartner } from "../shared/PartnerPicker";
import { cleanFilter, type PartnerFilterValues } from "../shared/partnerFilter";
import { usePartnerCount } from "../shared/usePartnerCount";

type Mode = "pick" | "filter";

/** "Thêm khách hàng": partners picked one by one (searched), or all those a filter matches, with their count. */
export function AddPartnersModal({
  campaign,
  onClose,
  onAdded,
}: {
  campaign: CampaignRow;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [mode, setMode] = useState<Mode>("pick");
  const [picked, setPicked] = useState<PickedPartner[]>([]);
  const [filter, setFilter] = useState<PartnerFilterValues>({});
  const [saving, setSaving] = useState(false);
  const count = usePartnerCount(filter, mode === "filter");

  const choice: PartnerChoice = mode === "pick" ? { ids: picked.map((p) => p.value) } : { filter: cleanFilter(filter) };
  const empty = mode === "pick" ? picked.length === 0 : count.total === 0;

  const add = async () => {
    setSaving(true);
    try {
      const { added } = await campaignsApi.addPartners(campaign.id, choice);
      if (added > 0) feedback.success(t("crmCampaigns.added", { count: added }));
      else feedback.info(t("crmCampaigns.addedNone"));
      onAdded();
      onClose();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const counted =
    count.total === undefined
      ? ""
      : t(count.exact ? "crmCampaigns.matches" : "crmCampaigns.matchesAbout", { count: formatNumber(count.total) });

  return (
    <Modal
      open
      title={t("crmCampaigns.addTitle", { name: campaign.ten_chien_dich })}
      okText={t("crmCampaigns.addOk")}
      cancelText={t("entity.cancel")}
      okButtonProps={{ disabled: empty }}
      onOk={add}
      onCancel={onClose}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => setMode(key as Mode)}
        items={[
          {
            key: "pick",
            label: t("crmCampaigns.byPicking"),
            children: (
              <Form layout="vertical">
                <Form.Item label={t("crmCampaigns.partners")} extra={t("crmCampaigns.pickHint")}>
                  <PartnerPicker value={picked} onChange={setPicked} />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: "filter",
            label: t("crmCampaigns.byFilter"),
            children: (
              <>
                <PartnerFilterFields value={filter} onChange={setFilter} />
                <Alert
                  style={{ marginTop: 16 }}
                  type={count.total === 0 ? "warning" : "info"}
                  showIcon
                  title={
                    count.failed ? (
                      t("crmCampaigns.countUnknown")
                    ) : (
                      <Typography.Text data-testid="filter-count">{counted}</Typography.Text>
                    )
                  }
                  description={t("crmCampaigns.skipHint")}
                />
              </>
            ),
          },
        ]}
      />
    </Modal>
  );
}
