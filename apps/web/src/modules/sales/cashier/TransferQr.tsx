import { bankOfBin, formatNumber, vietQrPayload } from "@sen/core";
import { Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useQrImage } from "@/platform/useQrImage";

/** The account a transfer pays into: the payment type's own, else the shop's (Cài đặt cửa hàng). */
export interface TransferAccount {
  bin: string;
  account: string;
  holder?: string | null;
}

/** The payload of a transfer's VietQR code, or undefined when the account is not complete. */
export function transferPayload(to: TransferAccount | undefined, amount: number, reference: string) {
  if (!to || !bankOfBin(to.bin) || !to.account || !(amount > 0)) return undefined;
  try {
    return vietQrPayload({ bin: to.bin, account: to.account, amount: Math.round(amount), reference });
  } catch {
    return undefined;
  }
}

/** The VietQR code for the exact amount of a transfer, with the bank, account and the reference to check it by. */
export function TransferQr({
  to,
  amount,
  reference,
  size = 120,
}: {
  to?: TransferAccount;
  amount: number;
  reference: string;
  size?: number;
}) {
  const { t } = useTranslation();
  const payload = transferPayload(to, amount, reference);
  const image = useQrImage(payload, size);
  if (!payload || !to) return null;
  return (
    <Flex vertical align="center" gap={4} data-testid="cashier-vietqr">
      {image ? (
        <img src={image} alt="VietQR" width={size} height={size} />
      ) : (
        <Skeleton.Image active style={{ width: size, height: size }} />
      )}
      <Typography.Text type="secondary" style={{ textAlign: "center", fontSize: 12 }}>
        {bankOfBin(to.bin)?.short_name} · {to.account}
        {to.holder ? ` · ${to.holder}` : ""}
        <br />
        {t("cashier.qr", { amount: formatNumber(amount), reference })}
      </Typography.Text>
    </Flex>
  );
}
