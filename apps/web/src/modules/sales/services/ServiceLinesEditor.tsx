import { DATE_FORMAT, formatNumber } from "@sen/core";
import { Checkbox, Col, DatePicker, Flex, Form, type FormInstance, Row, Table, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { AddLineButton, leadColumns, quantityColumn, removeColumn } from "@/platform/document/DocumentLines";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { OrderFigures } from "../orders/OrderFigures";
import { discountColumns, quotedAmountColumn, quotedPriceColumn } from "../quotedColumns";
import { ServicePayments } from "./ServicePayments";
import { SessionsText } from "./SessionsText";
import { paymentFigures, type ServiceBillValues, type ServiceLineValues } from "./serviceDraft";
import { serviceGoods } from "./serviceKind";
import { useServiceQuote } from "./useServiceQuote";
import { useServiceTyping } from "./useServiceTyping";

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/** Why the server would refuse the bill as it stands (a package without its customer): its field messages. */
const refusalText = (error: Error) =>
  (error instanceof ApiError && Object.values(error.errors ?? {}).join(" ")) || error.message;

/**
 * The bill's lines as typed: service, unit, quantity, the price in force (typed where the shop allows it), the sessions
 * a unit sells, a discount where allowed and each line's amount, priced by the server as a save would; under them the
 * payments and the bill's totals.
 */
export function ServiceLinesEditor({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const typing = useServiceTyping();
  const gifts = useConfigSwitch("sale_gift_package");
  const moneyPackages = useConfigSwitch("sale_use_package_money");
  const values = Form.useWatch([], { form, preserve: true }) as ServiceBillValues | undefined;
  const { priced, lineOf, asking, refusal } = useServiceQuote(values, typing);
  const total = Number(priced?.tong_thanh_toan ?? 0);
  useEffect(() => form.setFieldValue("due", total), [form, total]);
  const { paid, change, owing } = paymentFigures(values?.payments, total);
  const line = (index: number) => values?.details?.[index] as ServiceLineValues | undefined;

  const flagColumn = (name: "tang" | "goi_tien", label: string) => ({
    key: name,
    title: label,
    width: 110,
    align: "center" as const,
    render: (_: unknown, field: { name: number }) => (
      <Form.Item name={[field.name, name]} valuePropName="checked" style={{ margin: 0 }}>
        <Checkbox aria-label={`${label} ${field.name + 1}`} data-testid={`line-${name}`} />
      </Form.Item>
    ),
  });
  const expiryColumn = {
    key: "han_su_dung",
    title: t("services.packages.expiry"),
    width: 150,
    render: (_: unknown, field: { name: number }) => (
      <Form.Item name={[field.name, "han_su_dung"]} style={{ margin: 0 }}>
        <DatePicker
          format={DATE_FORMAT}
          placeholder={DATE_FORMAT}
          aria-label={`${t("services.packages.expiry")} ${field.name + 1}`}
          data-testid="line-expiry"
        />
      </Form.Item>
    ),
  };
  const flagColumns = [
    ...(gifts ? [flagColumn("tang", t("services.lines.giftOf"))] : []),
    ...(moneyPackages ? [flagColumn("goi_tien", t("services.lines.moneyOf"))] : []),
    expiryColumn,
  ];

  return (
    <Flex vertical gap={16}>
      <Form.Item name="due" hidden>
        <input />
      </Form.Item>
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
                // A service is sold in its own unit: no conversions to pick from.
                ...leadColumns(t, { kind: serviceGoods, form, editing: true }).filter((c) => c.key !== "ma_dvt"),
                {
                  key: "ma_dvt",
                  title: t("document.lines.unit"),
                  width: 80,
                  render: (_: unknown, field: { name: number }) => line(field.name)?.ma_dvt,
                },
                quantityColumn(t),
                quotedPriceColumn(t, {
                  typed: typing.price,
                  quoted: lineOf,
                  typedPrice: (index) => line(index)?.gia,
                  priceInForce: t("services.lines.priceInForce"),
                  testId: "line-price",
                }),
                {
                  key: "so_buoi",
                  title: t("services.lines.sessions"),
                  width: 120,
                  render: (_: unknown, field: { name: number }) => (
                    <SessionsText
                      so_buoi={lineOf(field.name)?.so_buoi}
                      tang={line(field.name)?.tang}
                      goi_tien={line(field.name)?.goi_tien}
                    />
                  ),
                },
                ...flagColumns,
                ...discountColumns(typing.discount, t("services.lines.discount")),
                quotedAmountColumn(t("services.lines.amount"), lineOf),
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
            {t("services.payTitle")}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t("services.payHint")}</Typography.Paragraph>
          <Form.Item name="payments" noStyle>
            <ServicePayments due={total} customer={values?.ma_kh} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={10}>
          <OrderFigures
            testId="service-totals"
            rows={[
              [t("services.totals.goods"), money(priced?.tong_tien)],
              [t("services.totals.discount"), money(priced?.tong_ck), Number(priced?.tong_ck ?? 0) > 0],
              [t("services.totals.vat"), money(priced?.tong_thue)],
              [t("services.totals.total"), <strong key="total">{money(total)} ₫</strong>],
              [t("services.totals.paid"), money(paid)],
              [t("services.totals.change"), money(change), change > 0],
              [t("services.totals.owing"), money(owing), owing > 0],
            ]}
          />
          {refusal && (
            <Typography.Text type="danger" data-testid="service-quote-refusal">
              {refusalText(refusal)}
            </Typography.Text>
          )}
          {!asking && (
            <Typography.Text type="secondary" data-testid="service-quote-hint">
              {t("services.quoteHint")}
            </Typography.Text>
          )}
        </Col>
      </Row>
    </Flex>
  );
}
