import { formatDate, formatNumber } from "@sen/core";
import { Flex, theme } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardStateTag } from "@/modules/sales";
import { Panel } from "@/platform/Panel";
import type { ClientCard } from "./clientApi";

/** One of the customer's cards: its number and state, its balance large, its expiry and a way to its history. */
export function ClientCardTile({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Panel style={{ padding: 16 }} data-testid="client-card">
      <Flex justify="space-between" align="center" gap={8}>
        <strong data-testid="client-card-number">{card.ma_the}</strong>
        <CardStateTag card={card} />
      </Flex>
      <div style={{ color: token.colorTextSecondary, marginTop: 12 }}>{t("client.info.balance")}</div>
      <div style={{ fontSize: token.fontSizeHeading3, fontWeight: 600 }} data-testid="client-card-balance">
        {formatNumber(card.so_du)} ₫
      </div>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
        <span style={{ color: token.colorTextSecondary }}>
          {t("client.info.expiry")}: {card.ngay_het_han ? formatDate(card.ngay_het_han) : t("client.info.noExpiry")}
        </span>
        <Link to={`/client/payment-card-histories?ma_the=${encodeURIComponent(card.ma_the)}`}>
          {t("client.info.history")}
        </Link>
      </Flex>
    </Panel>
  );
}
