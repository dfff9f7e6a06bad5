import { formatNumber, formatTableDate, toApiDate, toDayjs } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Drawer, Flex, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PeriodName } from "@/platform/dates";
import { dayjs } from "@/platform/dates";
import { quantityText as quantity } from "@/platform/document/quantityText";
import { usePeriodPresets } from "@/platform/document/usePeriodPresets";
import { DateRangeFilter } from "@/platform/table/DateRangeFilter";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { type BalanceRow, balanceKeys, balancesApi, type CardRow } from "./balancesApi";

const CARD_PERIODS: readonly PeriodName[] = ["thisMonth", "lastMonth", "thisYear"];

/**
 * The stock card (thẻ kho) of a product in a warehouse over a period: the opening balance, each movement in and
 * out with the running balance after it, and the closing balance, all in the base unit. The period starts at the
 * month's first day and ends at the date the balances are shown at (today by default).
 */
export function StockCardDrawer({
  product,
  toDate,
  onClose,
}: {
  product: BalanceRow;
  toDate?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const presets = usePeriodPresets(CARD_PERIODS);
  const phone = useViewportWidth() < 576;
  const end = toDate ?? toApiDate(dayjs());
  const [range, setRange] = useState<{ fromDate?: string; toDate?: string }>({
    fromDate: toApiDate(toDayjs(end)?.startOf("month")),
    toDate: end,
  });
  const query = { ma_kho: product.ma_kho, ma_vt: product.ma_vt, ...range };
  const { data, error, isFetching } = useQuery({
    queryKey: balanceKeys.card(query),
    queryFn: ({ signal }) => balancesApi.card(query, signal),
  });
  const unit = product.ma_dvt ?? "";
  const columns = [
    {
      key: "ngay_ct",
      title: t("stockBalances.card.date"),
      width: 110,
      render: (r: CardRow) => formatTableDate(r.ngay_ct),
    },
    { key: "so_ct", title: t("stockBalances.card.number"), width: 130, dataIndex: "so_ct" },
    { key: "dien_giai", title: t("stockBalances.card.description"), dataIndex: "dien_giai", ellipsis: true },
    {
      key: "nhap",
      title: t("stockBalances.card.in"),
      align: "right" as const,
      width: 100,
      render: (r: CardRow) => (Number(r.nhap) ? quantity(r.nhap) : ""),
    },
    {
      key: "xuat",
      title: t("stockBalances.card.out"),
      align: "right" as const,
      width: 100,
      render: (r: CardRow) => (Number(r.xuat) ? quantity(r.xuat) : ""),
    },
    {
      key: "ton",
      title: t("stockBalances.card.balance"),
      align: "right" as const,
      width: 110,
      render: (r: CardRow) => <span data-testid="card-balance">{quantity(r.ton)}</span>,
    },
    {
      key: "gia_tri_ton",
      title: t("stockBalances.card.value"),
      align: "right" as const,
      width: 130,
      render: (r: CardRow) => formatNumber(r.gia_tri_ton ?? 0),
    },
  ];
  return (
    <Drawer
      open
      onClose={onClose}
      size={phone ? "100%" : 980}
      title={t("stockBalances.card.title", {
        product: [product.ma_vt, product.ten_vt].filter(Boolean).join(" · "),
        warehouse: [product.ma_kho, product.ten_kho].filter(Boolean).join(" · "),
      })}
      data-testid="stock-card"
    >
      <Flex vertical gap={12}>
        <DateRangeFilter
          fromDate={range.fromDate}
          toDate={range.toDate}
          onChange={(fromDate, to) => setRange({ fromDate, toDate: to })}
          presets={presets}
        />
        {error && <Alert type="error" showIcon title={error.message} />}
        <Flex justify="space-between">
          <span>
            {t("stockBalances.card.opening")}: <strong data-testid="card-opening">{quantity(data?.dau_ky ?? 0)}</strong>{" "}
            {unit} · {formatNumber(data?.dau_ky_gia_tri ?? 0)} ₫
          </span>
          <span>
            {t("stockBalances.card.closing")}:{" "}
            <strong data-testid="card-closing">{quantity(data?.cuoi_ky ?? 0)}</strong> {unit} ·{" "}
            {formatNumber(data?.cuoi_ky_gia_tri ?? 0)} ₫
          </span>
        </Flex>
        <Table<CardRow>
          rowKey={(r) => `${r.so_ct}|${r.ngay_ct}|${r.ton}|${r.nhap}|${r.xuat}`}
          size="small"
          loading={isFetching}
          dataSource={data?.rows ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: t("table.empty") }}
          data-testid="stock-card-rows"
        />
      </Flex>
    </Drawer>
  );
}
