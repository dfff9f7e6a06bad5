import { formatDate, formatNumber, hasRight, partnerEntity } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Flex, Table, Tag } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, type TableQuery } from "@/platform/table";
import { CUSTOMER } from "../salesParts";
import { cardColumns } from "./cardColumns";
import { CardFilter } from "./cardParts";
import { type BalanceDifference, type CardBalance, cardKeys, cardsApi } from "./cardsApi";

const FILTERS = ["ma_the", "ma_kh"] as const;
const CARD = ["ma_the", "ten_kh", "so_du", "khoa"] as const;

/** Whether every card's cached balance is its ledger's sum ('Số dư khớp sổ thẻ'), or which cards differ and by what. */
function LedgerCheck() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({ queryKey: cardKeys.check, queryFn: cardsApi.check });
  if (isLoading) return <Alert type="info" showIcon title={t("paymentCards.balances.checking")} />;
  if (!data) return null;
  if (data.items.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        title={t("paymentCards.balances.matched")}
        description={t("paymentCards.balances.matchedHint")}
        data-testid="card-balances-check"
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title={t("paymentCards.balances.differences", { count: data.items.length })}
      data-testid="card-balances-check"
      description={
        <Table<BalanceDifference>
          rowKey="ma_the"
          size="small"
          dataSource={data.items}
          pagination={false}
          columns={[
            { key: "ma_the", dataIndex: "ma_the", title: t("paymentCards.card") },
            {
              key: "so_du",
              title: t("paymentCards.balances.cached"),
              align: "right",
              render: (_, r) => formatNumber(r.so_du),
            },
            {
              key: "so_cai",
              title: t("paymentCards.balances.ledger"),
              align: "right",
              render: (_, r) => formatNumber(r.so_cai),
            },
          ]}
        />
      }
    />
  );
}

/**
 * 'Số dư thẻ thanh toán' (/sales/payment-cards/balances): each card's balance with its owner, whether it is locked and
 * when it expires, by card number; filtered by card and by customer; above it, the check of the balances against the
 * card ledger.
 */
export function CardBalancesPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const canPrint = Boolean(user && hasRight(user, "sales.payment-cards.balances", "print"));
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      cardsApi.balances(
        {
          ma_the: query.filters.ma_the,
          ma_kh: query.filters.ma_kh,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
        },
        signal,
      ),
    [],
  );
  const columns = useMemo<DataColumn<CardBalance>[]>(
    () => [
      ...cardColumns<CardBalance>(t),
      {
        key: "khoa",
        title: t("paymentCards.locked"),
        width: 110,
        render: (r) => (r.khoa ? <Tag color="red">{t("paymentCards.states.locked")}</Tag> : ""),
        exportValue: (r) => (r.khoa ? t("paymentCards.states.locked") : ""),
      },
      {
        key: "ngay_het_han",
        title: t("paymentCards.expiry"),
        width: 130,
        render: (r) => (r.ngay_het_han ? formatDate(r.ngay_het_han) : t("paymentCards.noExpiry")),
        exportValue: (r) => (r.ngay_het_han ? formatDate(r.ngay_het_han) : ""),
      },
    ],
    [t],
  );

  return (
    <Flex vertical gap={12}>
      <LedgerCheck />
      <DataTable<CardBalance>
        columns={columns}
        rowKey="ma_the"
        fetchPage={fetchPage}
        queryKey={cardKeys.balances}
        settingsKey="sales.payment-cards.balances"
        searchable={false}
        cardFields={CARD}
        filterKeys={FILTERS}
        filters={(values, setFilter) => (
          <>
            <CardFilter value={values.ma_the} onChange={(value) => setFilter("ma_the", value)} />
            <RemoteReferenceSelect
              field={CUSTOMER}
              target={partnerEntity}
              value={values.ma_kh}
              onChange={(value) => setFilter("ma_kh", value || undefined)}
              allowClear
              placeholder={t("paymentCards.customer")}
              aria-label={t("paymentCards.customer")}
              style={{ width: 260 }}
              data-testid="filter-customer"
            />
          </>
        )}
        exportable={canPrint}
        exportName={t("paymentCards.balances.exportName")}
      />
    </Flex>
  );
}
