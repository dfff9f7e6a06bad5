import { formatDateTime, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Col, Form, Row, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { StickyActions } from "@/platform/forms/StickyActions";
import { useSession } from "@/platform/session/sessionStore";
import { useFeedback } from "@/platform/useFeedback";
import { BankSection } from "./BankSection";
import { CompanySection } from "./CompanySection";
import { PrintSection } from "./PrintSection";
import { ReceiptPreview } from "./ReceiptPreview";
import { type ShopSettings, shopSettingsApi, shopSettingsKeys } from "./shopSettingsApi";
import { fieldErrorsOf, formValuesOf, type ShopSettingsValues, settingsChanges } from "./shopSettingsForm";
import { WarehouseSection } from "./WarehouseSection";

/** The settings form in four sections, beside a preview of a printed receipt; one column on a phone. */
export function ShopSettingsEditor({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShopSettingsValues>();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const canEdit = Boolean(user && hasRight(user, "admin.settings", "edit"));
  const [saving, setSaving] = useState(false);

  async function save(values: ShopSettingsValues) {
    const change = settingsChanges(settings, values);
    if (Object.keys(change).length === 0) {
      feedback.info(t("admin.shop.nothingChanged"));
      return;
    }
    setSaving(true);
    try {
      const saved = await shopSettingsApi.save(change);
      queryClient.setQueryData(shopSettingsKeys.settings, saved);
      form.setFieldsValue(formValuesOf(saved));
      feedback.success(t("admin.shop.saved"));
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        form.setFields(fieldErrorsOf(error.errors, change) as Parameters<typeof form.setFields>[0]);
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<ShopSettingsValues>
      form={form}
      layout="vertical"
      disabled={!canEdit || saving}
      initialValues={formValuesOf(settings)}
      onFinish={save}
      scrollToFirstError
    >
      {!canEdit && <Alert type="info" showIcon title={t("admin.shop.readOnly")} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <CompanySection />
            </Col>
            <Col span={24}>
              <BankSection />
            </Col>
            <Col span={24}>
              <WarehouseSection settings={settings} />
            </Col>
            <Col span={24}>
              <PrintSection logo={settings.logo} canEdit={canEdit} />
            </Col>
          </Row>
        </Col>
        <Col xs={24} xl={9}>
          <ReceiptPreview logo={settings.logo} />
        </Col>
      </Row>
      {canEdit && (
        <StickyActions>
          {settings.updated_at && (
            <Typography.Text type="secondary" style={{ marginRight: "auto" }}>
              {t("admin.shop.lastSaved", { at: formatDateTime(settings.updated_at), by: settings.updated_by ?? "" })}
            </Typography.Text>
          )}
          <Button type="primary" htmlType="submit" loading={saving} disabled={false}>
            {t("admin.shop.save")}
          </Button>
        </StickyActions>
      )}
    </Form>
  );
}
