import { formatNumber } from "@sen/core";
import { Empty, Flex, Form, InputNumber, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQrImage } from "@/platform/useQrImage";
import type { ShopSettingsValues } from "./shopSettingsForm";
import { SAMPLE_AMOUNT, sampleVietQr } from "./vietQrSample";

/** The VietQR code a customer would scan for a sample amount, from the account as it is being typed. */
export function VietQrPreview() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ShopSettingsValues>();
  const values = Form.useWatch([], form) ?? {};
  const [amount, setAmount] = useState<number>(SAMPLE_AMOUNT);
  const sample = sampleVietQr(values, amount ?? 0, t("admin.shop.qr.reference"));
  const image = useQrImage(sample?.payload);

  return (
    <Flex vertical align="center" gap={8} data-testid="vietqr-preview">
      <Typography.Text strong>{t("admin.shop.qr.title")}</Typography.Text>
      {!sample ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("admin.shop.qr.incomplete")} />
      ) : image ? (
        <img src={image} alt={t("admin.shop.qr.title")} width={180} height={180} data-testid="vietqr-image" />
      ) : (
        <Skeleton.Image active style={{ width: 180, height: 180 }} />
      )}
      {sample && (
        <Typography.Text type="secondary" style={{ textAlign: "center" }}>
          {sample.bank.short_name} · {sample.account}
          <br />
          {sample.holder}
        </Typography.Text>
      )}
      <Flex align="center" gap={8} wrap justify="center">
        <Typography.Text>{t("admin.shop.qr.sampleAmount")}</Typography.Text>
        <InputNumber<number>
          value={amount}
          min={0}
          max={999_999_999}
          step={10_000}
          disabled={false}
          onChange={(value) => setAmount(value ?? 0)}
          formatter={(value) => formatNumber(value)}
          parser={(text) => Number((text ?? "").replace(/\D/g, ""))}
          suffix="đ"
          style={{ width: 160 }}
        />
      </Flex>
      {sample && (
        <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: "center" }}>
          {t("admin.shop.qr.scan")}
        </Typography.Text>
      )}
    </Flex>
  );
}
