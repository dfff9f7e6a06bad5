import { CUSTOMER_CARD_STATE, formatDate, formatNumber } from "@sen/core";
import { Flex, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "@/platform/Panel";
import { isExpired, money, PanelTable } from "./customerParts";
import type { CustomerOverview, MemberCard, PrepaidCard } from "./customersApi";
import { useLevelName } from "./useLevelName";

/** A card's state as the counter cares: in use, locked, or past its expiry. */
export function CardStateTag({ card }: { card: Pick<MemberCard, "trang_thai" | "ngay_het_han"> }) {
  const { t } = useTranslation();
  if (card.trang_thai !== CUSTOMER_CARD_STATE.active) return <Tag color="red">{t("salesCustomers.card.locked")}</Tag>;
  if (isExpired(card.ngay_het_han)) return <Tag color="orange">{t("salesCustomers.card.expired")}</Tag>;
  return <Tag color="green">{t("salesCustomers.card.inUse")}</Tag>;
}

/** The customer's membership cards (the one in use first) and prepaid cards with their balances. */
export function CustomerCardsPanel({ customer, issueButton }: { customer: CustomerOverview; issueButton: ReactNode }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  return (
    <Flex vertical gap={16}>
      <PanelTable<MemberCard>
        title={t("salesCustomers.overview.memberCards")}
        extra={issueButton}
        rows={customer.the_thanh_vien}
        rowKey="id"
        empty={t("salesCustomers.overview.noMemberCard")}
        testId="customer-member-cards"
        columns={[
          {
            key: "so_the",
            title: t("salesCustomers.card.number"),
            render: (_, c) => <Link to={`/sales/customer-card-histories?so_the=${c.so_the}`}>{c.so_the}</Link>,
          },
          { key: "hang_the", title: t("salesCustomers.card.level"), render: (_, c) => levelName(c.hang_the) },
          {
            key: "tl_ck",
            title: t("salesCustomers.card.discount"),
            align: "right",
            render: (_, c) => `${formatNumber(c.tl_ck)} %`,
          },
          {
            key: "ngay_phat_hanh",
            title: t("salesCustomers.card.issued"),
            render: (_, c) => formatDate(c.ngay_phat_hanh),
          },
          {
            key: "ngay_het_han",
            title: t("salesCustomers.card.expires"),
            render: (_, c) => (c.ngay_het_han ? formatDate(c.ngay_het_han) : t("salesCustomers.card.noExpiry")),
          },
          { key: "trang_thai", title: t("salesCustomers.card.state"), render: (_, c) => <CardStateTag card={c} /> },
        ]}
      />
      <Panel title={t("salesCustomers.overview.prepaidCards")}>
        {customer.the_tra_truoc.length === 0 ? (
          <Typography.Text type="secondary">{t("salesCustomers.overview.noPrepaidCard")}</Typography.Text>
        ) : (
          <Flex vertical gap={4} data-testid="customer-prepaid-cards">
            {customer.the_tra_truoc.map((card: PrepaidCard) => (
              <Flex key={card.ma_the} justify="space-between" gap={8}>
                <Link to={`/sales/payment-cards/lookup?ma_the=${card.ma_the}`}>{card.ma_the}</Link>
                <span>
                  {card.khoa && <Tag color="red">{t("salesCustomers.card.locked")}</Tag>}
                  {money(card.so_du)}
                </span>
              </Flex>
            ))}
          </Flex>
        )}
      </Panel>
    </Flex>
  );
}
