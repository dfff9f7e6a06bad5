import { formatDate, formatNumber, genderLabel } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Col, Descriptions, Empty, Flex, Row, Skeleton } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Panel } from "@/platform/Panel";
import { ClientCardTile } from "./ClientCardTile";
import { type ClientPoints, type CustomerInfo, clientApi, clientKeys } from "./clientApi";
import { useClientCards } from "./useClientCards";
import { useClientSession } from "./useClientSession";
import { useCustomerInfo } from "./useCustomerInfo";

/** The customer's points, with what they are worth when a rule is in force. */
function pointsText(points: ClientPoints, t: TFunction) {
  const held = formatNumber(points.so_diem);
  return points.gia_tri_diem > 0
    ? t("client.info.pointsWorth", { points: held, money: formatNumber(points.tien_quy_doi) })
    : t("client.info.pointsOnly", { points: held });
}

/** What the customer's details show: the fields they have, nothing empty. */
function detailItems(info: CustomerInfo, t: TFunction, language: string, points?: ClientPoints) {
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
    ["points", points && pointsText(points, t)],
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
  const ma_kh = useClientSession()?.ma_kh ?? "";
  const points = useQuery({ queryKey: clientKeys.points(ma_kh), queryFn: clientApi.points, enabled: ma_kh !== "" });
  return (
    <Flex vertical gap={16}>
      <Panel title={t("client.info.details")} data-testid="client-details">
        {info.data ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={detailItems(info.data, t, i18n.language, points.data)}
          />
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
