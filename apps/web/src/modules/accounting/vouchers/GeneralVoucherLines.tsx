import { formatNumber } from "@sen/core";
import { Form, type FormInstance, Input, Select, Table, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { accountOptions } from "../catalogues/catalogueOptions";
import { useCatalogue } from "../catalogues/useCatalogue";
import { AMOUNT_FIELD } from "./CashVoucherLines";
import { PARTNER, PARTNER_FIELD } from "./VoucherHeader";
import { type LineField, VoucherLinesTable } from "./VoucherLinesTable";
import { type GeneralLineValues, linesSum } from "./voucherValues";

/**
 * A general voucher's lines: account, debit or credit (one of the two), partner and description; under them the
 * debits, the credits and, until they are equal, their difference in red.
 */
export function GeneralVoucherLines({ form, editing }: { form: FormInstance; editing: boolean }) {
  const { t } = useTranslation();
  const chart = useCatalogue("accounting/accounts");
  const accounts = useMemo(() => accountOptions(chart), [chart]);
  const lines = Form.useWatch("details", form) as GeneralLineValues[] | undefined;
  const [debits, credits] = [linesSum(lines, (l) => l.ps_no), linesSum(lines, (l) => l.ps_co)];
  const difference = Math.round((debits - credits) * 100) / 100;
  const oneSide = (index: number) => ({
    validator: () => {
      const line = form.getFieldValue(["details", index]) as GeneralLineValues | undefined;
      const [debit, credit] = [Number(line?.ps_no ?? 0) > 0, Number(line?.ps_co ?? 0) > 0];
      return debit !== credit ? Promise.resolve() : Promise.reject(new Error(t("vouchers.lines.oneSide")));
    },
  });
  const side = (key: "ps_no" | "ps_co", title: string) => ({
    key,
    title,
    width: 160,
    render: (_v: unknown, field: LineField) => (
      <div data-testid={`line-${key}`}>
        <Form.Item
          name={[field.name, key]}
          rules={key === "ps_no" ? [oneSide(field.name)] : []}
          dependencies={[["details", field.name, key === "ps_no" ? "ps_co" : "ps_no"]]}
          style={{ margin: 0 }}
        >
          <NumberInput field={{ ...AMOUNT_FIELD, name: key }} />
        </Form.Item>
      </div>
    ),
  });
  return (
    <VoucherLinesTable
      editing={editing}
      newLine={() => ({ ps_no: null, ps_co: null })}
      columns={[
        {
          key: "tk",
          title: t("vouchers.lines.account"),
          width: 260,
          render: (_v, field: LineField) => (
            <Form.Item
              name={[field.name, "tk"]}
              rules={[{ required: true, message: t("vouchers.lines.chooseAccount") }]}
              style={{ margin: 0 }}
            >
              <Select
                options={accounts}
                showSearch={foldedSearch}
                style={{ minWidth: 240 }}
                aria-label={`${t("vouchers.lines.account")} ${field.name + 1}`}
                data-testid="line-account"
              />
            </Form.Item>
          ),
        },
        side("ps_no", t("vouchers.lines.debit")),
        side("ps_co", t("vouchers.lines.credit")),
        {
          key: "ma_kh",
          title: t("vouchers.lines.partner"),
          width: 220,
          render: (_v, field: LineField) => (
            <Form.Item name={[field.name, "ma_kh"]} style={{ margin: 0 }}>
              <RemoteReferenceSelect field={PARTNER_FIELD} target={PARTNER} allowClear style={{ minWidth: 200 }} />
            </Form.Item>
          ),
        },
        {
          key: "dien_giai",
          title: t("vouchers.lines.description"),
          render: (_v, field: LineField) => (
            <Form.Item name={[field.name, "dien_giai"]} style={{ margin: 0 }}>
              <Input maxLength={500} style={{ minWidth: 180 }} data-testid="line-description" />
            </Form.Item>
          ),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2} align="right">
            <strong>{t("vouchers.lines.total")}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong data-testid="lines-debit">{formatNumber(debits)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <strong data-testid="lines-credit">{formatNumber(credits)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} colSpan={3}>
            {difference === 0 ? (
              <Typography.Text type="success" data-testid="lines-balance">
                {t("vouchers.lines.balanced")}
              </Typography.Text>
            ) : (
              <Typography.Text type="danger" data-testid="lines-balance">
                {t("vouchers.lines.difference")}: {formatNumber(difference)}
              </Typography.Text>
            )}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
