import { formatNumber } from "@sen/core";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { CheckButton } from "@/platform/CheckButton";
import { quantityText } from "@/platform/document/quantityText";
import { balancesApi, type CheckRow } from "./balancesApi";

const money = (value: unknown) => formatNumber(value as number);

/** A difference's columns: where, and the stored figure beside the ledger's. */
const COLUMNS = [
  ["ma_kho", "stockBalances.columns.ma_kho", String],
  ["ma_vt", "stockBalances.columns.ma_vt", String],
  ["so_luong", "stockBalances.check.cachedQuantity", quantityText],
  ["so_luong_so_cai", "stockBalances.check.ledgerQuantity", quantityText],
  ["gia_tri", "stockBalances.check.cachedValue", money],
  ["gia_tri_so_cai", "stockBalances.check.ledgerValue", money],
] as const;

/** 'Kiểm tra số dư': recomputes every cached balance from the ledger and shows whether they all match. */
export function BalanceCheckButton() {
  const { t } = useTranslation();
  return (
    <CheckButton<CheckRow>
      label={t("stockBalances.check.open")}
      title={t("stockBalances.check.title")}
      run={balancesApi.check}
      ok={t("stockBalances.check.ok")}
      differences={(count) => t("stockBalances.check.differences", { count })}
      testId="balances-check"
      table={(rows) => (
        <Table<CheckRow>
          rowKey={(r) => `${r.ma_kho}|${r.ma_vt}`}
          size="small"
          dataSource={rows}
          pagination={false}
          scroll={{ x: "max-content" }}
          columns={COLUMNS.map(([key, title, shown]) => ({
            key,
            title: t(title),
            dataIndex: key,
            align: shown === String ? undefined : ("right" as const),
            render: (value: unknown) => shown(value),
          }))}
        />
      )}
    />
  );
}
