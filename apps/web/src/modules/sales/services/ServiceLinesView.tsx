import { formatNumber } from "@sen/core";
import { Col, Flex, Form, type FormInstance, Row, Table } from "antd";
import { useTranslation } from "react-i18next";
import { quantityText } from "@/platform/document/quantityText";
import { OrderFigures } from "../orders/OrderFigures";
import { customerOf, paidBy } from "../salesParts";
import { savedLeadColumns, savedPriceColumns } from "../savedLineColumns";
import { BillPackages } from "./BillPackages";
import { SessionsText } from "./SessionsText";
import type { ServiceBillValues } from "./serviceDraft";
import type { ServiceLine } from "./servicesApi";

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/**
 * A saved bill's lines with the sessions each unit sells, priced as saved; beside them its totals, customer,
 * payments, change and what is owed; under them the packages it opened.
 */
export function ServiceLinesView({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const values = Form.useWatch([], { form, preserve: true }) as ServiceBillValues | undefined;
  const bill = values?.saved;
  if (!bill) return null;
  return (
    <Flex vertical gap={16}>
      <Table<ServiceLine>
        rowKey={(l) => String(l.line)}
        size="small"
        dataSource={bill.details}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("document.lines.empty") }}
        data-testid="document-lines"
        columns={[
          ...savedLeadColumns<ServiceLine>(t),
          {
            key: "so_luong",
            title: t("document.lines.quantity"),
            width: 90,
            align: "right",
            render: (l: ServiceLine) => quantityText(l.so_luong),
          },
          {
            key: "so_buoi",
            title: t("services.lines.sessions"),
            width: 130,
            render: (l: ServiceLine) => <SessionsText so_buoi={l.so_buoi ?? 1} tang={l.tang} goi_tien={l.goi_tien} />,
          },
          ...savedPriceColumns(t, bill.details, {
            discount: t("services.lines.discount"),
            amount: t("services.lines.amount"),
          }),
        ]}
      />
      <Row gutter={[24, 16]} justify="end">
        <Col xs={24} lg={10}>
          <OrderFigures
            testId="service-money"
            rows={[
              [t("services.customer"), customerOf(bill) || t("services.walkIn")],
              [t("services.totals.goods"), money(bill.tong_tien)],
              [t("services.totals.discount"), money(bill.tong_ck), Number(bill.tong_ck ?? 0) > 0],
              [t("services.totals.vat"), money(bill.tong_thue)],
              [t("services.totals.total"), <strong key="total">{money(bill.tong_thanh_toan)} ₫</strong>],
              [
                t("services.columns.payments"),
                <span key="paid" data-testid="service-paid">
                  {paidBy(bill) || "—"}
                </span>,
              ],
              [t("services.totals.change"), money(bill.tien_thoi), Number(bill.tien_thoi ?? 0) > 0],
              [
                t("services.totals.owing"),
                <span key="owing" data-testid="service-owing">
                  {money(bill.con_no)}
                </span>,
              ],
            ]}
          />
        </Col>
      </Row>
      <BillPackages bill={bill} />
    </Flex>
  );
}
