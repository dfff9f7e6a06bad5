import { customerBalanceEntity, DATE_FORMAT, type NumberField, partnerEntity, type ReferenceField } from "@sen/core";
import { Col, DatePicker, Form, Input, Row, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { accountOptions, currencyOptions } from "../catalogues/catalogueOptions";
import { useCatalogue } from "../catalogues/useCatalogue";
import type { CashVoucherKind } from "./voucherKinds";
import { BOOK_CURRENCY } from "./voucherValues";

/** A voucher names a partner of the CRM (customer or supplier), searched on the server as in every form. */
export const PARTNER_FIELD = customerBalanceEntity.fields.find((f) => f.name === "ma_kh") as ReferenceField;
export const PARTNER = partnerEntity;

const RATE_FIELD: NumberField = {
  name: "ty_gia",
  kind: "number",
  label: { vi: "Tỷ giá", en: "Rate" },
  precision: 4,
  min: 0,
};

/**
 * A voucher's header: number (given when saved), date and description; a cash or bank voucher also its cash
 * account, partner, the person who paid or was paid and their address, and the original documents; every voucher
 * its currency, and for a foreign one the rate (empty: the rate of the voucher's date).
 */
export function VoucherHeader({ number, cash }: { number?: string; cash?: CashVoucherKind }) {
  const { t } = useTranslation();
  const chart = useCatalogue("accounting/accounts");
  const accounts = useMemo(() => accountOptions(chart, cash?.accountGroup), [chart, cash]);
  const currencyRows = useCatalogue("accounting/currencies");
  const currencies = useMemo(() => currencyOptions(currencyRows), [currencyRows]);
  const currency = Form.useWatch("ma_nt") as string | undefined;
  const partnerName = Form.useWatch("ten_kh", { preserve: true }) as string | undefined;
  const required = (label: string) => ({
    required: true,
    message: t("document.required", { field: label.toLowerCase() }),
  });
  const person = cash?.way === "in" ? t("vouchers.payer") : t("vouchers.payee");
  const reason = cash ? t(cash.way === "in" ? "vouchers.reasonIn" : "vouchers.reasonOut") : t("vouchers.description");
  const account = t(cash?.accountGroup === "112" ? "vouchers.bankAccount" : "vouchers.cashAccount");
  return (
    <Row gutter={16}>
      <Col xs={12} md={6}>
        <Form.Item label={t("document.number")}>
          <Input value={number} placeholder={t("document.numberPending")} readOnly data-testid="document-number" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="ngay_ct" label={t("document.date")} rules={[required(t("document.date"))]}>
          <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} allowClear={false} data-testid="document-date" />
        </Form.Item>
      </Col>
      {cash && (
        <Col xs={24} md={8}>
          <Form.Item name="tk" label={account} rules={[required(account)]}>
            <Select options={accounts} showSearch={foldedSearch} data-testid="voucher-cash-account" />
          </Form.Item>
        </Col>
      )}
      <Col xs={12} md={4}>
        <Form.Item name="ma_nt" label={t("vouchers.currency")}>
          <Select
            options={currencies.length > 0 ? currencies : [{ value: BOOK_CURRENCY, label: BOOK_CURRENCY }]}
            showSearch={foldedSearch}
            data-testid="voucher-currency"
          />
        </Form.Item>
      </Col>
      {currency && currency !== BOOK_CURRENCY && (
        <Col xs={12} md={4}>
          <Form.Item name="ty_gia" label={t("vouchers.rate")} extra={t("vouchers.rateHint")}>
            <NumberInput field={RATE_FIELD} />
          </Form.Item>
        </Col>
      )}
      {cash && (
        <>
          <Col xs={24} md={8}>
            <Form.Item name="ma_kh" label={t("vouchers.partner")}>
              <RemoteReferenceSelect
                field={PARTNER_FIELD}
                target={PARTNER}
                copiedName={partnerName}
                allowClear
                data-testid="voucher-partner"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="ong_ba" label={person}>
              <Input maxLength={200} data-testid="voucher-person" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dia_chi" label={t("vouchers.address")}>
              <Input maxLength={500} data-testid="voucher-address" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={cash ? 12 : 24}>
        <Form.Item name="dien_giai" label={reason}>
          <Input maxLength={500} data-testid="document-description" />
        </Form.Item>
      </Col>
      {cash && (
        <Col xs={24} md={12}>
          <Form.Item name="chung_tu_goc" label={t("vouchers.originals")}>
            <Input maxLength={200} data-testid="voucher-originals" />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
