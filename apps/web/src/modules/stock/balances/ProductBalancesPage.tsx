import { FileSearchOutlined } from "@ant-design/icons";
import { DATE_FORMAT, formatNumber, hasRight, productEntity, toApiDate, toDayjs, warehouseEntity } from "@sen/core";
import { DatePicker } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ItemPicker } from "@/platform/document/ItemPicker";
import { quantityText } from "@/platform/document/quantityText";
import { useWarehouseOptions } from "@/platform/document/useWarehouseOptions";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, FilterSelect, rowActionsColumn, type TableQuery } from "@/platform/table";
import { BalanceCheckButton } from "./BalanceCheckButton";
import { type BalanceRow, balanceKeys, balancesApi } from "./balancesApi";
import { OpeningBalanceModal } from "./OpeningBalanceModal";
import { StockCardDrawer } from "./StockCardDrawer";

const FILTERS = ["ngay", "ma_kho", "ma_vt"] as const;
const CARD = ["ten_vt", "ma_vt", "ma_kho", "so_luong", "gia_tri"] as const;
const WAREHOUSES = { warehouses: warehouseEntity };
const ITEMS = { items: productEntity };

/**
 * /stock/product-balances: what each warehouse holds of each product at a date (quantity in the base unit and
 * value, comma thousands), filtered by warehouse and by a product searched by code, name or barcode; a row opens its stock card. Opening
 * stock is entered here, once per warehouse and product, and 'Kiểm tra số dư' checks the cached balances against
 * the ledger.
 */
export function ProductBalancesPage() {
  const { t } = useTranslation();
  const warehouses = useWarehouseOptions(WAREHOUSES);
  const user = useSession((s) => s.user);
  const canAdd = Boolean(user && hasRight(user, "stock.product-balances", "add"));
  const canPrint = Boolean(user && hasRight(user, "stock.product-balances", "print"));
  const [card, setCard] = useState<{ row: BalanceRow; toDate?: string }>();
  const asOf = useSearchParams()[0].get("ngay") ?? undefined;
  const fetchPage = useCallback((query: TableQuery, signal?: AbortSignal) => balancesApi.list(query, signal), []);

  const columns = useMemo<DataColumn<BalanceRow>[]>(
    () => [
      {
        key: "ma_kho",
        title: t("stockBalances.columns.ma_kho"),
        width: 200,
        render: (r) => [r.ma_kho, r.ten_kho].filter(Boolean).join(" · "),
      },
      { key: "ma_vt", title: t("stockBalances.columns.ma_vt"), role: "code", width: 130 },
      { key: "ten_vt", title: t("stockBalances.columns.ten_vt"), role: "label", width: 260 },
      { key: "ma_dvt", title: t("stockBalances.columns.ma_dvt"), width: 90 },
      {
        key: "so_luong",
        title: t("stockBalances.columns.so_luong"),
        kind: "number",
        width: 140,
        render: (r) => <span data-testid="balance-quantity">{quantityText(r.so_luong)}</span>,
      },
      {
        key: "gia_tri",
        title: t("stockBalances.columns.gia_tri"),
        kind: "number",
        width: 160,
        render: (r) => <span data-testid="balance-value">{formatNumber(r.gia_tri)}</span>,
      },
      rowActionsColumn(t("stockBalances.columns.actions"), (row: BalanceRow) => ({
        subject: `${row.ma_vt} ${row.ma_kho}`,
        actions: [
          {
            key: "card",
            title: t("stockBalances.card.open"),
            icon: <FileSearchOutlined />,
            testId: "row-card",
            onClick: () => setCard({ row }),
          },
        ],
      })),
    ],
    [t],
  );

  return (
    <>
      <DataTable<BalanceRow>
        columns={columns}
        rowKey={(row) => `${row.ma_kho}|${row.ma_vt}`}
        fetchPage={fetchPage}
        queryKey={balanceKeys.list}
        settingsKey="stock.product-balances"
        branchScoped
        cardFields={CARD}
        filterKeys={FILTERS}
        filters={(values, setFilter) => (
          <>
            <DatePicker
              value={toDayjs(values.ngay)}
              format={DATE_FORMAT}
              placeholder={t("stockBalances.asOf")}
              aria-label={t("stockBalances.asOf")}
              onChange={(date) => setFilter("ngay", toApiDate(date) || undefined)}
              data-testid="balances-date"
            />
            <FilterSelect
              label={t("stockBalances.warehouse")}
              value={values.ma_kho}
              onChange={(value) => setFilter("ma_kho", value)}
              options={warehouses}
              width={220}
              data-testid="filter-warehouse"
            />
            <span style={{ width: 260 }} data-testid="filter-product">
              <ItemPicker
                kind={ITEMS}
                value={values.ma_vt}
                onPick={(item) => setFilter("ma_vt", item?.ma_vt)}
                allowClear
              />
            </span>
          </>
        )}
        exportable={canPrint}
        exportName={t("stockBalances.exportName")}
        toolbar={
          <>
            <BalanceCheckButton />
            {canAdd && <OpeningBalanceModal warehouses={warehouses} />}
          </>
        }
      />
      {card && <StockCardDrawer product={card.row} toDate={asOf} onClose={() => setCard(undefined)} />}
    </>
  );
}
