import { formatDate, genderLabel } from "@sen/core";
import { Col, Descriptions, Empty, Flex, Row, Skeleton } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Panel } from "@/platform/Panel";
import { ClientCardTile } from "./ClientCardTile";
import type { CustomerInfo } from "./clientApi";
import { useClientCards } from "./useClientCards";
import { useCustomerInfo } from "./useCustomerInfo";

/** What the customer's details show: the fields they have, nothing empty. */
function detailItems(info: CustomerInfo, t: TFunction, language: string) {
  const address = [info.dia_chi, info.dia_ban].filter(Boolean).join(", ");
  const until = info.vip_den_ngay ? ` ${t("client.info.vipUntil", { date: formatDate(info.vip_den_ngay) })}` : "";
  const vip = info.vip ? `${t("client.info.vip")}${until}` : "";
  const rows: [string, string | null | undefined][] = [
    ["code", info.ma_kh],
    ["name", info.ten_kh],
    ["phone", info.phone],
    ["email", info.email],
    ["gender", genderLabel(info.gioi_tinh, language === "en" ? "en" : "vi")],
    ["birthday", info.ngay_sinh && formatDate(info.ngay_sinh)],
    ["address", address],
    ["groups", [...info.nhom_kh, vip].filter(Boolean).join(" · ")],
  ];
  return rows
    .filter(([, value]) => Boolean(value))
    .map(([key, value]) => ({ key, label: t(`client.info.${key}`), children: value }));
}

/** 'Thông tin khách hàng' (/client/customer-info): the customer's own details and their cards with balances. */
export function CustomerInfoPage() {
  const { t, i18n } = useTranslation();
  const info = useCustomerInfo();
  const cards = useClientCards();
  return (
    <Flex vertical gap={16}>
      <Panel title={t("client.info.details")} data-testid="client-details">
        {info.data ? (
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={detailItems(info.data, t, i18n.language)} />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Panel>
      <Panel title={t("client.info.cards")}>
        {cards.data && cards.data.items.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("client.info.noCards")} />
        )}
        {!cards.data && <Skeleton active paragraph={{ rows: 2 }} />}
        <Row gutter={[12, 12]}>
          {cards.data?.items.map((card) => (
            <Col key={card.ma_the} xs={24} sm={12} lg={8}>
              <ClientCardTile card={card} />
            </Col>
          ))}
        </Row>
      </Panel>
    </Flex>
  );
}
