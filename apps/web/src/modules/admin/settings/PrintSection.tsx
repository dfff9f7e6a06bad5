import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { LOGO_MAX_BYTES, LOGO_TYPES, SHOP_TEXT_MAX } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, Flex, Form, Input, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import { readLogoFile } from "./logoFile";
import { type ShopLogo, type ShopSettings, shopSettingsApi, shopSettingsKeys } from "./shopSettingsApi";
import { useLogoUrl } from "./useLogoUrl";

const MAX_KB = LOGO_MAX_BYTES / 1024;

/** Mẫu in: the logo (saved as soon as it is chosen) and the footer printed under every receipt. */
export function PrintSection({ logo, canEdit }: { logo: ShopLogo | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const logoUrl = useLogoUrl(logo);
  const [busy, setBusy] = useState(false);

  const setLogo = (next: ShopLogo | null) =>
    queryClient.setQueryData<ShopSettings>(shopSettingsKeys.settings, (old) => old && { ...old, logo: next });

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const upload = (file: File) =>
    run(async () => {
      const read = await readLogoFile(file);
      if ("problem" in read) {
        const { problem } = read;
        feedback.failure(
          problem.kind === "size"
            ? t("admin.shop.errors.logoSize", { max: MAX_KB, size: problem.sizeKb })
            : t("admin.shop.errors.logoType"),
        );
        return;
      }
      setLogo(await shopSettingsApi.uploadLogo(read.data));
      feedback.success(t("admin.shop.logoSaved"));
    });

  const remove = () =>
    run(async () => {
      await shopSettingsApi.deleteLogo();
      setLogo(null);
      feedback.success(t("admin.shop.logoRemoved"));
    });

  return (
    <Card size="small" title={t("admin.shop.sections.print")}>
      <Form.Item label={t("admin.shop.fields.logo")} extra={t("admin.shop.hints.logo", { max: MAX_KB })}>
        <Flex align="center" gap={12} wrap>
          <div
            style={{
              width: 96,
              height: 96,
              border: "1px dashed var(--ant-color-border)",
              borderRadius: 8,
              display: "grid",
              placeItems: "center",
              overflow: "hidden",
            }}
          >
            {logoUrl ? (
              <img
                src={logoUrl}
                alt={t("admin.shop.fields.logo")}
                style={{ maxWidth: "100%", maxHeight: "100%" }}
                data-testid="shop-logo"
              />
            ) : (
              <Typography.Text type="secondary">{t("admin.shop.fields.logo")}</Typography.Text>
            )}
          </div>
          {canEdit && (
            <Flex gap={8} wrap>
              <Upload
                accept={LOGO_TYPES.join(",")}
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={busy} data-testid="shop-logo-upload">
                  {t("admin.shop.uploadLogo")}
                </Button>
              </Upload>
              {logo && (
                <Button icon={<DeleteOutlined />} danger disabled={busy} onClick={remove}>
                  {t("admin.shop.removeLogo")}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      </Form.Item>
      <Form.Item name="chan_phieu" label={t("admin.shop.fields.chan_phieu")} extra={t("admin.shop.hints.chan_phieu")}>
        <Input.TextArea maxLength={SHOP_TEXT_MAX.chan_phieu} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </Card>
  );
}
