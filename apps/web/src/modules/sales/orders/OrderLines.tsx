import { formatNumber } from "@sen/core";
import { Col, Flex, Form, type FormInstance, Row, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddLineButton, leadColumns, quantityColumn, removeColumn } from "@/platform/document/DocumentLines";
import { quantityText } from "@/platform/document/quantityText";
import type { CartPayment } from "../cashier/cart";
import { newReference } from "../cashier/cart";
import { PaymentRows } from "../cashier/PaymentRows";
import { discountColumns, quotedAmountColumn, quotedPriceColumn } from "../quotedColumns";
import { paidBy } from "../salesParts";
import { savedLeadColumns, savedPriceColumns } from "../savedLineColumns";
import { DeliveryTag } from "./DeliveryTag";
import { OrderFigures } from "./OrderFigures";
import { deliveryState, depositFigures, type OrderLineValues, type SaleOrderValues } from "./orderDraft";
import { saleOrderGoods } from "./saleOrderKind";
import type { SaleOrderLine } from "./saleOrdersApi";
import { useManualTyping } from "./useManualTyping";
import { useOrderQuote } from "./useOrderQuote";

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/** The lines of a sales order: typed on a new order or a draft, with its deposit; shown with their deliveries. */
export function OrderLines({ form, editing }: { form: FormInstance; editing: boolean }) {
  return editing ? <LinesEditor form={form} /> : <LinesView form={form} />;
}

/** The deposit's payment rows as a form input (`payments`): none taken while the amounts are empty. */
function DepositRows({ value, onChange }: { value?: CartPayment[]; onChange?: (rows: CartPayment[]) => void }) {
  const [reference] = useState(newReference);
  const rows = value ?? [];
  return (
    <PaymentRows
      payments={rows}
      onChange={(update) => onChange?.(update(rows))}
      reference={reference}
      due={0}
      testId="order-deposit"
    />
  );
}

/**
 * The order's lines as typed: item, unit, quantity, the price in force (typed where the shop allows it), a discount
 * where allowed, and each line's amount, priced by the server as a save would; under them the deposit taken and the
 * order's totals.
 */
function LinesEditor({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const typing = useManualTyping();
  const values = Form.useWatch([], { form, preserve: true }) as SaleOrderValues | undefined;
  const { priced, lineOf, asking } = useOrderQuote(values, typing);
  const total = Number(priced?.tong_thanh_toan ?? 0);
  const { deposit, change } = depositFigures(values?.payments, total);
  const line = (index: number) => values?.details?.[index] as OrderLineValues | undefined;
  const quoted = (index: number) => lineOf(index);

  return (
    <Flex vertical gap={16}>
      <Form.List name="details">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            <Table
              rowKey="key"
              size="small"
              dataSource={fields}
              pagination={false}
              scroll={{ x: "max-content" }}
              locale={{ emptyText: t("document.lines.empty") }}
              data-testid="document-lines"
              columns={[
                ...leadColumns(t, { kind: saleOrderGoods, form, editing: true }),
                quantityColumn(t),
                quotedPriceColumn(t, {
                  typed: typing.price,
                  quoted,
                  typedPrice: (index) => line(index)?.gia,
                  priceInForce: t("saleOrders.lines.priceInForce"),
                  testId: "order-line-price",
                }),
                ...discountColumns(typing.discount, t("saleOrders.lines.discount")),
                quotedAmountColumn(t("saleOrders.lines.amount"), quoted),
                removeColumn(t, remove),
              ]}
            />
            <AddLineButton onClick={() => add({ so_luong: null })} />
          </Flex>
        )}
      </Form.List>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t("saleOrders.depositTitle")}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t("saleOrders.depositHint")}</Typography.Paragraph>
          <Form.Item name="payments" noStyle>
            <DepositRows />
          </Form.Item>
        </Col>
        <Col xs={24} lg={10}>
          <OrderFigures
            testId="order-totals"
            rows={[
              [t("saleOrders.totals.goods"), money(priced?.tong_tien)],
              [t("saleOrders.totals.discount"), money(priced?.tong_ck), Number(priced?.tong_ck ?? 0) > 0],
              [t("saleOrders.totals.vat"), money(priced?.tong_thue)],
              [t("saleOrders.totals.total"), <strong key="total">{money(total)} ₫</strong>],
              [t("saleOrders.totals.deposit"), <span key="deposit">{money(deposit)}</span>],
              [t("saleOrders.totals.change"), money(change), change > 0],
              [t("saleOrders.totals.toPay"), money(Math.max(0, total - deposit))],
            ]}
          />
          {!asking && (
            <Typography.Text type="secondary" data-testid="order-quote-hint">
              {t("saleOrders.quoteHint")}
            </Typography.Text>
          )}
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * A saved order's lines with what was ordered, what bills delivered and what is left of each, priced as saved; under
 * them its totals, the deposit taken (and what deliveries have not used of it) and where its delivery stands.
 */
function LinesView({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const values = Form.useWatch([], { form, preserve: true }) as SaleOrderValues | undefined;
  const order = values?.saved;
  if (!order) return null;
  const quantity = (key: keyof SaleOrderLine, testId: string, title: string) => ({
    key,
    title,
    width: 90,
    align: "right" as const,
    render: (l: SaleOrderLine) => <span data-testid={testId}>{quantityText(l[key] ?? 0)}</span>,
  });
  return (
    <Flex vertical gap={16}>
      <Table<SaleOrderLine>
        rowKey={(l) => String(l.line)}
        size="small"
        dataSource={order.details}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("document.lines.empty") }}
        data-testid="document-lines"
        columns={[
          ...savedLeadColumns<SaleOrderLine>(t),
          quantity("so_luong", "line-ordered", t("saleOrders.lines.ordered")),
          quantity("so_luong_giao", "line-delivered", t("saleOrders.lines.delivered")),
          quantity("so_luong_con", "line-left", t("saleOrders.lines.left")),
          ...savedPriceColumns(t, order.details, {
            discount: t("saleOrders.lines.discount"),
            amount: t("saleOrders.lines.amount"),
          }),
        ]}
      />
      <Row gutter={[24, 16]} justify="end">
        <Col xs={24} lg={10}>
          <OrderFigures
            testId="order-money"
            rows={[
              [t("saleOrders.totals.goods"), money(order.tong_tien)],
              [t("saleOrders.totals.discount"), money(order.tong_ck), Number(order.tong_ck ?? 0) > 0],
              [t("saleOrders.totals.vat"), money(order.tong_thue)],
              [t("saleOrders.totals.total"), <strong key="total">{money(order.tong_thanh_toan)} ₫</strong>],
              [
                t("saleOrders.totals.deposit"),
                <span key="deposit" data-testid="order-deposit-taken">
                  {[money(order.tien_coc), paidBy(order) && `(${paidBy(order)})`].filter(Boolean).join(" ")}
                </span>,
              ],
              [t("saleOrders.totals.change"), money(order.tien_thoi), Number(order.tien_thoi ?? 0) > 0],
              [
                t("saleOrders.totals.depositLeft"),
                <span key="left" data-testid="order-deposit-left">
                  {money(order.tien_coc_con)}
                </span>,
              ],
              [
                t("saleOrders.totals.delivery"),
                <DeliveryTag key="delivery" order={order} />,
                Boolean(deliveryState(order)),
              ],
            ]}
          />
        </Col>
      </Row>
    </Flex>
  );
}
