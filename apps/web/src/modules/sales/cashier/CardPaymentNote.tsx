import { formatNumber } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { cardKeys, cardsApi } from "../cards/cardsApi";

/**
 * Under a prepaid card payment: the typed card's balance and owner from the payment-card lookup (or that it is locked,
 * or unknown), asked once a number is typed; offline, that a card cannot be taken without the server. A user the
 * lookup is not open to sees nothing: the server checks the card when the sale is sent.
 */
export function CardPaymentNote({ ma_the, offline }: { ma_the?: string; offline?: boolean }) {
  const { t } = useTranslation();
  const { data: cards, isSuccess } = useQuery({
    queryKey: cardKeys.lookup,
    queryFn: cardsApi.lookup,
    enabled: Boolean(ma_the) && !offline,
    staleTime: 15_000,
    retry: false,
    meta: { silent: true },
  });
  if (offline) {
    return (
      <Typography.Text type="warning" data-testid="payment-card-note">
        {t("cashier.card.offline")}
      </Typography.Text>
    );
  }
  if (!ma_the || !isSuccess) return null;
  const card = cards.find((c) => c.ma_the === ma_the);
  if (!card) {
    return (
      <Typography.Text type="warning" data-testid="payment-card-note">
        {t("cashier.card.unknown", { ma_the })}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type={card.khoa ? "danger" : "secondary"} data-testid="payment-card-note">
      {card.khoa
        ? t("cashier.card.locked", { ma_the })
        : t("cashier.card.balance", { amount: formatNumber(card.so_du), ma_kh: card.ma_kh })}
    </Typography.Text>
  );
}
