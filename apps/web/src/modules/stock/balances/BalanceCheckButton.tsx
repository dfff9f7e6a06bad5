import { SafetyCertificateOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Alert, Button, Modal, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { quantityText } from "@/platform/document/quantityText";
import { useFeedback } from "@/platform/useFeedback";
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
  const feedback = useFeedback();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckRow[]>();

  const check = async () => {
    setChecking(true);
    try {
      const answer = await balancesApi.check();
      setResult(answer.items);
    } catch (error) {
      feedback.failure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} loading={checking} onClick={check} data-testid="balances-check">
        {t("stockBalances.check.open")}
      </Button>
      {result && (
        <Modal
          open
          title={t("stockBalances.check.title")}
          onCancel={() => setResult(undefined)}
          footer={null}
          width={720}
        >
          {result.length === 0 ? (
            <Alert type="success" showIcon title={t("stockBalances.check.ok")} data-testid="balances-check-ok" />
          ) : (
            <>
              <Alert type="error" showIcon title={t("stockBalances.check.differences", { count: result.length })} />
              <Table<CheckRow>
                rowKey={(r) => `${r.ma_kho}|${r.ma_vt}`}
                size="small"
                dataSource={result}
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
            </>
          )}
        </Modal>
      )}
    </>
  );
}
