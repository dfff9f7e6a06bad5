import { SendOutlined } from "@ant-design/icons";
import { BROADCAST_CHANNELS, broadcastEntity, formatNumber, pick } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Form, Input, Radio, Row, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { useFeedback } from "@/platform/useFeedback";
import { useRequiredRule } from "../../call-logs/form/useRequiredRule";
import type { PartnerChoice } from "../campaignsApi";
import type { PickedPartner } from "../shared/PartnerPicker";
import { cleanFilter, type PartnerFilterValues } from "../shared/partnerFilter";
import { broadcastKeys, broadcastsApi } from "./broadcastsApi";
import { RecipientChooser, type RecipientMode } from "./RecipientChooser";
import { smsSegments } from "./smsSegments";
import { useBroadcastPreview } from "./useBroadcastPreview";

interface Message {
  tieu_de: string;
  noi_dung: string;
  kenh: string;
}

const MAX_LENGTH = 2000;

/**
 * Composing a broadcast: subject, message (with its length, and its SMS parts on that channel), channel, and
 * who receives it; confirmed, it is recorded with its recipients. Sending waits for the channels.
 */
export function BroadcastComposer() {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const rights = useEntityRights(broadcastEntity);
  const requiredRule = useRequiredRule();
  const [form] = Form.useForm<Message>();
  const [mode, setMode] = useState<RecipientMode>("filter");
  const [filter, setFilter] = useState<PartnerFilterValues>({});
  const [picked, setPicked] = useState<PickedPartner[]>([]);
  const [saving, setSaving] = useState(false);
  const text = (Form.useWatch("noi_dung", form) as string | undefined) ?? "";
  const channel = (Form.useWatch("kenh", form) as string | undefined) ?? "notification";
  const choice: PartnerChoice = mode === "pick" ? { ids: picked.map((p) => p.value) } : { filter: cleanFilter(filter) };
  const { preview, loading } = useBroadcastPreview(choice, rights.add);
  const channels = BROADCAST_CHANNELS.map((c) => ({ value: c.value, label: pick(c.label, i18n.language) }));
  const channelName = channels.find((c) => c.value === channel)?.label ?? channel;
  const sms = smsSegments(text);
  const count = preview?.count ?? 0;

  const record = async () => {
    let message: Message;
    try {
      message = await form.validateFields();
    } catch {
      return;
    }
    feedback.confirm(
      t("crmCampaigns.confirmBroadcast", { count: formatNumber(count), channel: channelName }),
      async () => {
        setSaving(true);
        try {
          const saved = await broadcastsApi.create({ ...message, ...choice });
          feedback.success(
            t("crmCampaigns.recorded", { count: formatNumber(saved.so_nguoi_nhan), channel: channelName }),
          );
          form.resetFields(["tieu_de", "noi_dung"]);
          setPicked([]);
          await queryClient.invalidateQueries({ queryKey: broadcastKeys.all });
        } catch (error) {
          feedback.error(error instanceof Error ? error.message : String(error));
        } finally {
          setSaving(false);
        }
      },
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t("crmCampaigns.compose")} style={{ height: "100%" }}>
          <Form form={form} layout="vertical" initialValues={{ kenh: "notification" }} data-testid="broadcast-form">
            <Form.Item name="kenh" label={t("crmCampaigns.channel")}>
              <Radio.Group optionType="button" buttonStyle="solid" options={channels} />
            </Form.Item>
            <Form.Item
              name="tieu_de"
              label={t("crmCampaigns.subject")}
              required
              rules={[requiredRule(t("crmCampaigns.subject"))]}
            >
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item
              name="noi_dung"
              label={t("crmCampaigns.message")}
              required
              rules={[requiredRule(t("crmCampaigns.message"))]}
            >
              <Input.TextArea
                rows={6}
                maxLength={MAX_LENGTH}
                showCount={{
                  formatter: ({ count, maxLength }) =>
                    channel === "sms" && sms.parts > 0
                      ? t(sms.unicode ? "crmCampaigns.smsUnicode" : "crmCampaigns.smsPlain", {
                          count,
                          max: maxLength,
                          parts: sms.parts,
                        })
                      : `${count} / ${maxLength}`,
                }}
              />
            </Form.Item>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t("crmCampaigns.recipients")} style={{ height: "100%" }}>
          <RecipientChooser
            mode={mode}
            onMode={setMode}
            filter={filter}
            onFilter={setFilter}
            picked={picked}
            onPicked={setPicked}
            preview={preview}
            loading={loading}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Row justify="end" align="middle" gutter={12}>
          <Col>
            <Typography.Text type="secondary">{t("crmCampaigns.notSentYet", { channel: channelName })}</Typography.Text>
          </Col>
          <Col>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={saving}
              disabled={!rights.add || loading || count === 0}
              onClick={record}
              data-testid="broadcast-record"
            >
              {t("crmCampaigns.record")}
            </Button>
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
