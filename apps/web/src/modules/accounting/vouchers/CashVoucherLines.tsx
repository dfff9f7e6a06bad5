import { amountInWords, formatNumber, type NumberField } from "@sen/core";
import { Form, type FormInstance, Input, Select, Table, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { accountOptions, expenseOptions } from "../catalogues/catalogueOptions";
import { useCatalogue } from "../catalogues/useCatalogue";
import { type LineField, VoucherLinesTable } from "./VoucherLinesTable";
import type { CashVoucherKind } from "./voucherKinds";
import { BOOK_CURRENCY, type CashLineValues, linesSum } from "./voucherValues";

export const AMOUNT_FIELD: NumberField = {
  name: "tien",
  kind: "money",
  label: { vi: "Số tiền", en: "Amount" },
  precision: 2,
  min: 0,
};

/**
 * A cash or bank voucher's lines: the contra account, the amount, a description and, for a payment, the expense
 * item (picking one fills an empty contra account with the item's account). Under them the total, and in words
 * for a voucher in đồng.
 */
export function CashVoucherLines({
  kind,
  form,
  editing,
}: {
  kind: CashVoucherKind;
  form: FormInstance;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const chart = useCatalogue("accounting/accounts");
  const accounts = useMemo(() => accountOptions(chart), [chart]);
  const expenseRows = useCatalogue("accounting/expenses");
  const expenses = useMemo(() => expenseOptions(expenseRows), [expenseRows]);
  const lines = Form.useWatch("details", form) as CashLineValues[] | undefined;
  const currency = Form.useWatch("ma_nt", form) as string | undefined;
  const total = linesSum(lines, (line) => line.tien);
  const payment = kind.way === "out";
  const chooseAccount = { required: true, message: t("vouchers.lines.chooseAccount") };
  const positive = {
    validator: (_rule: unknown, value: unknown) =>
      Number(value) > 0 ? Promise.resolve() : Promise.reject(new Error(t("vouchers.lines.amountPositive"))),
  };
  const fillAccount = (index: number, code?: string) => {
    const account = expenses.find((e) => e.value === code)?.tk;
    if (account && !form.getFieldValue(["details", index, "tk"])) form.setFieldValue(["details", index, "tk"], account);
  };
  return (
    <VoucherLinesTable
      editing={editing}
      newLine={() => ({ tien: null })}
      columns={[
        {
          key: "tk",
          title: t("vouchers.lines.contraAccount"),
          width: 260,
          render: (_v, field: LineField) => (
            <Form.Item name={[field.name, "tk"]} rules={[chooseAccount]} style={{ margin: 0 }}>
              <Select
                options={accounts}
                showSearch={foldedSearch}
                style={{ minWidth: 240 }}
                aria-label={`${t("vouchers.lines.contraAccount")} ${field.name + 1}`}
                data-testid="line-account"
              />
            </Form.Item>
          ),
        },
        {
          key: "tien",
          title: t("vouchers.lines.amount"),
          width: 170,
          render: (_v, field: LineField) => (
            <div data-testid="line-amount">
              <Form.Item name={[field.name, "tien"]} rules={[positive]} style={{ margin: 0 }}>
                <NumberInput field={AMOUNT_FIELD} />
              </Form.Item>
            </div>
          ),
        },
        {
          key: "dien_giai",
          title: t("vouchers.lines.description"),
          render: (_v, field: LineField) => (
            <Form.Item name={[field.name, "dien_giai"]} style={{ margin: 0 }}>
              <Input maxLength={500} style={{ minWidth: 200 }} data-testid="line-description" />
            </Form.Item>
          ),
        },
        ...(payment
          ? [
              {
                key: "ma_phi",
                title: t("vouchers.lines.expense"),
                width: 220,
                render: (_v: unknown, field: LineField) => (
                  <Form.Item name={[field.name, "ma_phi"]} style={{ margin: 0 }}>
                    <Select
                      options={expenses}
                      showSearch={foldedSearch}
                      allowClear
                      style={{ minWidth: 200 }}
                      onChange={(code?: string) => fillAccount(field.name, code)}
                      aria-label={`${t("vouchers.lines.expense")} ${field.name + 1}`}
                      data-testid="line-expense"
                    />
                  </Form.Item>
                ),
              },
            ]
          : []),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2} align="right">
            <strong>{t("vouchers.lines.total")}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong data-testid="lines-total">{formatNumber(total, currency === BOOK_CURRENCY ? 0 : 2)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} colSpan={payment ? 3 : 2}>
            {(!currency || currency === BOOK_CURRENCY) && total > 0 && (
              <Typography.Text type="secondary" data-testid="lines-words">
                {t("vouchers.lines.inWords")}: {amountInWords(total)}
              </Typography.Text>
            )}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
