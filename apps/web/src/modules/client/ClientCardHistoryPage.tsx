import { formatDate, formatNumber } from "@sen/core";
import { Alert, Empty, Flex, Select, Table, type TableColumnsType, theme } from "antd";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { MoveTag, signedAmount } from "@/modules/sales";
import { Panel } from "@/platform/Panel";
import type { ClientMovement } from "./clientApi";
import { useCardHistory } from "./useCardHistory";
import { useClientCards } from "./useClientCards";
import { useHistoryPage } from "./useHistoryPage";

/** A movement's columns; on a phone the day, kind, amount and balance after (the rest from 576 px up). */
function movementColumns(t: TFunction): TableColumnsType<ClientMovement> {
  return [
    { key: "ngay_ct", title: t("client.history.date"), render: (_, m) => formatDate(m.ngay_ct), width: 96 },
    { key: "loai", title: t("client.history.kind"), render: (_, m) => <MoveTag loai={m.loai} /> },
    {
      key: "tien",
      title: t("client.history.amount"),
      align: "right",
      render: (_, m) => <span data-testid="client-move-amount">{signedAmount(m.tien)}</span>,
    },
    {
      key: "so_du",
      title: t("client.history.after"),
      align: "right",
      render: (_, m) => <span data-testid="client-move-balance">{formatNumber(m.so_du)}</span>,
    },
    { key: "ten_dvcs", title: t("client.history.branch"), dataIndex: "ten_dvcs", responsive: ["sm"] },
    { key: "so_ct", title: t("client.history.document"), dataIndex: "so_ct", responsive: ["md"] },
    { key: "dien_giai", title: t("client.history.description"), dataIndex: "dien_giai", responsive: ["lg"] },
  ];
}

/**
 * 'Lịch sử thẻ thanh toán' (/client/payment-card-histories): one of the customer's cards (the first unless the address
 * names one), its balance, and its movements the latest first with the balance each left.
 */
export function ClientCardHistoryPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const cards = useClientCards();
  const page = useHistoryPage(cards.data?.items[0]?.ma_the);
  const history = useCardHistory(page.ma_the, page.pageIndex, page.pageSize);
  const columns = useMemo(() => movementColumns(t), [t]);
  const card = cards.data?.items.find((c) => c.ma_the === page.ma_the);
  if (cards.data?.items.length === 0 && !page.ma_the) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("client.history.noCards")} />;
  }
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        <span>{t("client.history.card")}</span>
        <Select
          value={page.ma_the}
          placeholder={t("client.history.pickCard")}
          options={cards.data?.items.map((c) => ({ value: c.ma_the, label: c.ma_the }))}
          onChange={page.pickCard}
          style={{ minWidth: 160 }}
          aria-label={t("client.history.card")}
          data-testid="client-history-card"
        />
        {card && (
          <span style={{ color: token.colorTextSecondary }}>
            {t("client.history.balanceNow")}:{" "}
            <strong style={{ color: token.colorText }} data-testid="client-history-balance">
              {formatNumber(card.so_du)} ₫
            </strong>
          </span>
        )}
      </Flex>
      {history.error ? (
        <Alert type="warning" showIcon title={history.error.message} data-testid="client-history-refused" />
      ) : (
        <Panel>
          <Table<ClientMovement>
            rowKey="id"
            size="small"
            columns={columns}
            // On a narrow phone the table scrolls within its panel, never the page sideways.
            scroll={{ x: "max-content" }}
            dataSource={history.data?.items}
            loading={history.isFetching}
            locale={{ emptyText: t("table.empty") }}
            pagination={{
              current: page.pageIndex,
              pageSize: page.pageSize,
              total: history.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: page.turnTo,
            }}
            data-testid="client-history"
          />
        </Panel>
      )}
    </Flex>
  );
}
