import { formatNumber } from "@sen/core";
import { Card, Divider, Flex, Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useQrImage } from "@/platform/useQrImage";
import type { ShopLogo } from "./shopSettingsApi";
import type { ShopSettingsValues } from "./shopSettingsForm";
import { useLogoUrl } from "./useLogoUrl";
import { sampleVietQr } from "./vietQrSample";

const SAMPLE_TOTAL = 150_000;

/** An 80 mm receipt as it will print: the head from the company section, a sample line, the QR and the footer. */
export function ReceiptPreview({ logo }: { logo: ShopLogo | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ShopSettingsValues>();
  const values = Form.useWatch([], form) ?? {};
  const logoUrl = useLogoUrl(logo);
  const qr = sampleVietQr(values, SAMPLE_TOTAL, t("admin.shop.qr.reference"));
  const qrImage = useQrImage(qr?.payload, 160);
  const line = (text?: string) => (text?.trim() ? <div>{text}</div> : null);

  return (
    <Card size="small" title={t("admin.shop.sections.preview")}>
      <div
        data-testid="receipt-preview"
        style={{
          maxWidth: 320,
          margin: "0 auto",
          padding: 16,
          background: "#fff",
          color: "#000",
          border: "1px solid var(--ant-color-border-secondary)",
          fontSize: 12,
          lineHeight: 1.5,
          textAlign: "center",
        }}
      >
        {logoUrl && <img src={logoUrl} alt="" style={{ maxWidth: 120, maxHeight: 60, marginBottom: 4 }} />}
        <div style={{ fontWeight: 700, fontSize: 14, textTransform: "uppercase" }}>
          {values.ten_cong_ty?.trim() || t("admin.shop.receipt.noCompany")}
        </div>
        {line(values.dia_chi)}
        {values.dien_thoai?.trim() && <div>{`${t("admin.shop.receipt.phone")}: ${values.dien_thoai}`}</div>}
        {values.ma_so_thue?.trim() && <div>{`${t("admin.shop.receipt.taxCode")}: ${values.ma_so_thue}`}</div>}
        <Divider dashed style={{ margin: "8px 0", borderColor: "#999" }} />
        <div style={{ fontWeight: 700 }}>{t("admin.shop.receipt.title")}</div>
        <Flex justify="space-between" style={{ textAlign: "left" }}>
          <span>{`${t("admin.shop.receipt.sampleLine")} x1`}</span>
          <span>{formatNumber(SAMPLE_TOTAL)}</span>
        </Flex>
        <Flex justify="space-between" style={{ fontWeight: 700 }}>
          <span>{t("admin.shop.receipt.total")}</span>
          <span>{formatNumber(SAMPLE_TOTAL)}</span>
        </Flex>
        {qrImage && qr && (
          <>
            <img src={qrImage} alt="VietQR" width={120} height={120} style={{ marginTop: 8 }} />
            <div>{`${qr.bank.short_name} · ${qr.account}`}</div>
            <div>{qr.holder}</div>
          </>
        )}
        {values.chan_phieu?.trim() && (
          <>
            <Divider dashed style={{ margin: "8px 0", borderColor: "#999" }} />
            <Typography.Text style={{ color: "#000", fontSize: 12, whiteSpace: "pre-line" }}>
              {values.chan_phieu}
            </Typography.Text>
          </>
        )}
      </div>
    </Card>
  );
}
