import { formatNumber, formatTime } from "@sen/core";
import { useMutation } from "@tanstack/react-query";
import { Button, Flex, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError, api } from "@/platform/api";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { cardCode } from "../cards/cardDraft";
import { useCard } from "../cards/useCard";
import type { CartPayment } from "./cart";

interface CardPaymentFieldsProps {
  payment: CartPayment;
  change: (patch: Partial<CartPayment>) => void;
  /** The server's refusal of the row, said under it by the row itself. */
  refused?: boolean;
  /** The counter works without the server: a card cannot be checked, and says so. */
  offline?: boolean;
}

/**
 * A prepaid card payment's fields: the card number (typed or scanned) with its balance and owner, or that it is
 * locked or unknown; where the shop asks for a code (`sale_package_require_otp`), the button that sends one to the
 * owner's phone and the box the cashier types it in; for a card with a PIN, the box the customer types it in. Offline, that a card cannot pay without the server.
 */
export function CardPaymentFields({ payment, change, refused, offline }: CardPaymentFieldsProps) {
  const { t } = useTranslation();
  const needsCode = useConfigSwitch("sale_package_require_otp");
  const { code, card, unknown } = useCard(offline ? undefined : payment.ma_the);
  const send = useMutation({
    mutationFn: (ma_kh: string) =>
      api.post<{ phone: string; expires_at: string }>(`auth/otp/customer/${encodeURIComponent(ma_kh)}`),
  });
  const sendError =
    send.error instanceof ApiError ? (Object.values(send.error.errors ?? {})[0] ?? send.error.message) : undefined;
  return (
    <>
      <Input
        value={payment.ma_the}
        onChange={(e) => change({ ma_the: cardCode(e.target.value) || undefined, otp: undefined, pin: undefined })}
        placeholder={t("cashier.card.number")}
        aria-label={t("cashier.card.number")}
        status={refused ? "error" : undefined}
        data-testid="payment-card-number"
      />
      {offline && (
        <Typography.Text type="warning" data-testid="payment-card-note">
          {t("cashier.card.offline")}
        </Typography.Text>
      )}
      {!offline && !refused && unknown && (
        <Typography.Text type="warning" data-testid="payment-card-note">
          {t("cashier.card.unknown", { ma_the: code })}
        </Typography.Text>
      )}
      {!offline && !refused && card && (
        <Typography.Text type={card.khoa ? "danger" : "secondary"} data-testid="payment-card-note">
          {card.khoa
            ? t("cashier.card.locked", { ma_the: card.ma_the })
            : t("cashier.card.balance", { amount: formatNumber(card.so_du), ma_kh: card.ma_kh })}
        </Typography.Text>
      )}
      {!offline && card?.co_pin && !card.khoa && (
        <Input.Password
          value={payment.pin}
          onChange={(e) => change({ pin: e.target.value.replace(/\D/g, "").slice(0, 6) || undefined })}
          placeholder={t("cashier.card.pin")}
          aria-label={t("cashier.card.pin")}
          inputMode="numeric"
          autoComplete="off"
          style={{ width: 140 }}
          data-testid="payment-card-pin"
        />
      )}
      {needsCode && !offline && card && !card.khoa && (
        <Flex gap={6} align="center" wrap>
          <Input
            value={payment.otp}
            onChange={(e) => change({ otp: e.target.value.replace(/\D/g, "").slice(0, 8) || undefined })}
            placeholder={t("cashier.card.otp")}
            aria-label={t("cashier.card.otp")}
            inputMode="numeric"
            autoComplete="one-time-code"
            style={{ width: 140 }}
            data-testid="payment-card-otp"
          />
          <Button loading={send.isPending} onClick={() => send.mutate(card.ma_kh)} data-testid="payment-card-send-otp">
            {send.isSuccess ? t("cashier.card.resendOtp") : t("cashier.card.sendOtp")}
          </Button>
          {send.isSuccess && (
            <Typography.Text type="secondary" data-testid="payment-card-otp-sent">
              {t("cashier.card.otpSent", { phone: send.data.phone, time: formatTime(send.data.expires_at) })}
            </Typography.Text>
          )}
          {sendError && <Typography.Text type="danger">{sendError}</Typography.Text>}
        </Flex>
      )}
    </>
  );
}
