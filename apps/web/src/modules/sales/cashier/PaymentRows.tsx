import { CloseOutlined, PlusOutlined } from "@ant-design/icons";
import { formatNumber, PAYMENT_KIND, PAYMENT_TYPE } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex, Input, InputNumber, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NoNamePaymentFields } from "../no-name/NoNamePaymentFields";
import { PointPaymentFields } from "../points/PointPaymentFields";
import { CardPaymentFields } from "./CardPaymentFields";
import { type CartPayment, newPayment, newReference } from "./cart";
import { cashierApi } from "./cashierApi";
import { TransferQr } from "./TransferQr";
import { usePaymentTypes } from "./usePaymentTypes";
import { VoucherPaymentFields } from "./VoucherPaymentFields";

/** Kinds a sale takes: cash, transfers, bank cards and prepaid cards. */
export const SALE_KINDS: readonly string[] = [
  PAYMENT_KIND.cash,
  PAYMENT_KIND.transfer,
  PAYMENT_KIND.bank_card,
  PAYMENT_KIND.payment_card,
];

/**
 * Kinds a bill takes: a sale's, no-name cards, vouchers and loyalty points (an order's deposit takes none of the last
 * three).
 */
export const BILL_KINDS: readonly string[] = [
  ...SALE_KINDS,
  PAYMENT_KIND.no_name_card,
  PAYMENT_KIND.voucher,
  PAYMENT_KIND.points,
];

/** Kinds whose card or code only the server can check: offline, they do not pay. */
export const SERVER_CHECKED_KINDS: readonly string[] = [
  PAYMENT_KIND.payment_card,
  PAYMENT_KIND.no_name_card,
  PAYMENT_KIND.voucher,
  PAYMENT_KIND.points,
];

/** Kinds that name no reference of their own (a transfer's or a card slip's): cash and the checked ones. */
const WITHOUT_REFERENCE: readonly string[] = [PAYMENT_KIND.cash, ...SERVER_CHECKED_KINDS];

/**
 * A page's payment rows (a delivery's, a top-up's): one cash row at first, the reference a transfer says, and the
 * server's refusals of rows, forgotten as soon as the rows change. `rows` are PaymentRows' props of that state.
 */
export function usePaymentRows() {
  const [reference] = useState(newReference);
  const [payments, setPayments] = useState<CartPayment[]>(() => [newPayment(PAYMENT_TYPE.cash)]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const onChange = (update: (rows: CartPayment[]) => CartPayment[]) => {
    setErrors({});
    setPayments(update);
  };
  return { payments, setErrors, rows: { payments, onChange, reference, errors } };
}

interface PaymentRowsProps {
  payments: CartPayment[];
  /** Changes the rows from the latest ones (the counter's bill may change meanwhile). */
  onChange: (update: (payments: CartPayment[]) => CartPayment[]) => void;
  /** What a transfer says, so that the bank's statement names the sale ("SEN 7K2QXA"). */
  reference: string;
  due: number;
  /** A sale sent and unanswered: its payments no longer change. */
  disabled?: boolean;
  testId?: string;
  /** The payment kinds offered (default: a sale's, `SALE_KINDS`). */
  kinds?: readonly string[];
  /** The server's refusal of a row, by row. */
  errors?: Readonly<Record<number, string>>;
  /** The counter works without the server: a card or voucher cannot be checked, and says so. */
  offline?: boolean;
  /** The bill's customer, whose loyalty points a points row pays with. */
  customer?: string | null;
}

/**
 * A sale's payments (a bill's at the counter, an order's deposit, a delivery's, a card's top-up): a type and an amount
 * each (empty: what the others leave of the amount due), a bank card's type, a transfer's or card's reference, a
 * prepaid card's number (with its balance); several types may share a sale. A row the server refused says why.
 */
export function PaymentRows({
  payments,
  onChange,
  reference,
  due,
  disabled,
  testId = "cashier-payments",
  kinds = SALE_KINDS,
  errors,
  offline,
  customer,
}: PaymentRowsProps) {
  const { t } = useTranslation();
  const { types, kindOf, accountOf } = usePaymentTypes();
  const { data: cards = [] } = useQuery({ queryKey: ["cashier", "card-types"], queryFn: cashierApi.cardTypes });
  const offered = types.filter((p) => kinds.includes(String(p.loai_tt)));
  const change = (index: number, patch: Partial<CartPayment>) =>
    onChange((rows) => rows.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const typed = payments.reduce((sum, p) => sum + (p.tien ?? 0), 0);

  return (
    <Flex vertical gap={8} data-testid={testId} style={disabled ? { pointerEvents: "none", opacity: 0.6 } : undefined}>
      {payments.map((payment, i) => (
        <Flex key={payment.id} vertical gap={4}>
          <Flex gap={6}>
            <Select
              value={payment.ma_httt}
              onChange={(ma_httt) =>
                change(i, {
                  ma_httt,
                  ma_loai_the: undefined,
                  ma_the: undefined,
                  otp: undefined,
                  ma_voucher: undefined,
                  so_seri: undefined,
                  ma_gd: kindOf(ma_httt) === PAYMENT_KIND.transfer ? payment.ma_gd || reference : payment.ma_gd,
                })
              }
              options={offered.map((p) => ({ value: p.ma_httt as string, label: p.ten_httt as string }))}
              style={{ width: 150 }}
              aria-label={t("cashier.payments")}
            />
            <InputNumber
              value={payment.tien}
              placeholder={formatNumber(Math.max(0, due - typed))}
              onChange={(v) => change(i, { tien: v === null ? null : Number(v) })}
              min={0}
              step={1000}
              formatter={(v) => (v === undefined || String(v) === "" ? "" : formatNumber(Number(v)))}
              parser={(v) => Number((v ?? "").replace(/\D/g, ""))}
              style={{ flex: 1 }}
              aria-label={t("cashier.totals.paid")}
              data-testid="cashier-given"
            />
            {payments.length > 1 && (
              <Button
                icon={<CloseOutlined />}
                aria-label={t("cashier.removePayment")}
                onClick={() => onChange((rows) => rows.filter((_, k) => k !== i))}
              />
            )}
          </Flex>
          {kindOf(payment.ma_httt) === PAYMENT_KIND.bank_card && (
            <Select
              value={payment.ma_loai_the}
              onChange={(ma_loai_the) => change(i, { ma_loai_the })}
              options={cards.map((c) => ({ value: c.ma_loai_the as string, label: c.ten_loai_the as string }))}
              placeholder={t("cashier.cardType")}
              allowClear
              aria-label={t("cashier.cardType")}
            />
          )}
          {kindOf(payment.ma_httt) === PAYMENT_KIND.payment_card && (
            <CardPaymentFields
              payment={payment}
              change={(patch) => change(i, patch)}
              refused={Boolean(errors?.[i])}
              offline={offline}
            />
          )}
          {kindOf(payment.ma_httt) === PAYMENT_KIND.no_name_card && (
            <NoNamePaymentFields
              payment={payment}
              change={(patch) => change(i, patch)}
              refused={Boolean(errors?.[i])}
              offline={offline}
            />
          )}
          {kindOf(payment.ma_httt) === PAYMENT_KIND.voucher && (
            <VoucherPaymentFields
              payment={payment}
              change={(patch) => change(i, patch)}
              total={due}
              refused={Boolean(errors?.[i])}
              offline={offline}
            />
          )}
          {kindOf(payment.ma_httt) === PAYMENT_KIND.points && (
            <PointPaymentFields
              payment={payment}
              change={(patch) => change(i, patch)}
              due={Math.max(0, due - typed + (payment.tien ?? 0))}
              customer={customer}
              refused={Boolean(errors?.[i])}
              offline={offline}
            />
          )}
          {errors?.[i] && (
            <Typography.Text type="danger" data-testid="payment-error">
              {errors[i]}
            </Typography.Text>
          )}
          {!WITHOUT_REFERENCE.includes(String(kindOf(payment.ma_httt))) && (
            <Input
              value={payment.ma_gd}
              onChange={(e) => change(i, { ma_gd: e.target.value })}
              placeholder={t("cashier.reference")}
              aria-label={t("cashier.reference")}
            />
          )}
          {kindOf(payment.ma_httt) === PAYMENT_KIND.transfer && (
            <TransferQr
              to={accountOf(payment.ma_httt)}
              amount={payment.tien ?? Math.max(0, due - typed)}
              reference={payment.ma_gd || reference}
            />
          )}
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        type="dashed"
        onClick={() => onChange((rows) => [...rows, { ...newPayment("CK"), ma_gd: reference }])}
      >
        {t("cashier.addPayment")}
      </Button>
    </Flex>
  );
}
