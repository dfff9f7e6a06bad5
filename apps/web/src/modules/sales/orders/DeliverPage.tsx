import { CarOutlined } from "@ant-design/icons";
import { API_DATE_FORMAT, DATE_FORMAT, DOCUMENT_STATUS, formatDate, formatNumber } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Col, DatePicker, Form, type FormInstance, Input, Row, Skeleton, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { documentApi, documentKeys, SubmissionKeys } from "@/platform/document";
import { DocumentPageForm } from "@/platform/document/DocumentPageForm";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { Panel } from "@/platform/Panel";
import { useFeedback } from "@/platform/useFeedback";
import { paymentRowErrors, paymentsFor } from "../cashier/cart";
import { cashierApi } from "../cashier/cashierApi";
import { PaymentRows, usePaymentRows } from "../cashier/PaymentRows";
import { customerOf, OrderLink } from "../salesParts";
import { TakenLines } from "../TakenLines";
import { OrderFigures } from "./OrderFigures";
import {
  type DeliveryLine,
  type DeliveryRow,
  deliveryBody,
  deliveryDue,
  deliveryErrors,
  deliveryLines,
  deliveryRows,
} from "./orderDraft";
import { saleOrderKind } from "./saleOrderKind";
import type { SaleOrderRecord } from "./saleOrdersApi";
import { useDeliveryRight } from "./useDeliveryRight";

interface DeliveryValues {
  ngay_ct: Dayjs;
  dien_giai?: string;
  details: DeliveryRow[];
}

/** The quote waits for the quantities to settle this long. */
const QUOTE_DEBOUNCE_MS = 300;
const BILLS = { api: "sales/retail-orders" };
const money = (value: unknown) => formatNumber(Number(value ?? 0));

/**
 * 'Giao hàng' of a confirmed sales order (/sales/sale-orders/{id}/deliver): its lines with what was ordered, delivered
 * and is left, the quantity going now (all that is left at first, 'Giao hết' again; at most what is left); the
 * server's price of the retail bill that delivers them, less the order's deposit, and what the customer pays now
 * (cash with change, a transfer, a card; what is not paid goes on the customer's account). 'Giao hàng và thu tiền'
 * posts the bill once, then opens it.
 */
export function DeliverPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const order = useQuery({
    queryKey: documentKeys.detail(saleOrderKind, id),
    queryFn: () => documentApi<SaleOrderRecord>(saleOrderKind).get(id),
  });
  if (order.isLoading) return <Skeleton active />;
  if (!order.data) return <Alert type="error" showIcon title={order.error?.message ?? t("document.notFound")} />;
  return <DeliveryForm key={order.data.stt_rec} order={order.data} />;
}

function DeliveryForm({ order }: { order: SaleOrderRecord }) {
  const [form] = Form.useForm<DeliveryValues>();
  const lines = useMemo(() => deliveryLines(order), [order]);
  const [initial] = useState<DeliveryValues>(() => ({ ngay_ct: dayjs(), dien_giai: "", details: deliveryRows(lines) }));
  return <DeliveryEditor form={form} order={order} lines={lines} initial={initial} />;
}

interface EditorProps {
  form: FormInstance<DeliveryValues>;
  order: SaleOrderRecord;
  lines: DeliveryLine[];
  initial: DeliveryValues;
}

function DeliveryEditor({ form, order, lines, initial }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const allowed = useDeliveryRight();
  const keys = useRef(new SubmissionKeys());
  const { payments, setErrors: setRowProblems, rows: paymentRows } = usePaymentRows();
  const [posting, setPosting] = useState(false);
  const [orderProblems, setOrderProblems] = useState<string[]>([]);
  const day = Form.useWatch("ngay_ct", form) as Dayjs | undefined;
  const ngay_ct = (day ?? dayjs()).format(API_DATE_FORMAT);
  // The rows' order lines and codes are no inputs: kept (`preserve`) beside the quantities typed.
  const rows = (Form.useWatch("details", { form, preserve: true }) as DeliveryRow[] | undefined) ?? initial.details;

  const blocked = [
    ...(order.status !== DOCUMENT_STATUS.posted ? [t("saleOrders.delivery.notConfirmed")] : []),
    ...(order.status === DOCUMENT_STATUS.posted && lines.every((l) => l.left <= 0)
      ? [t("saleOrders.delivery.allDelivered")]
      : []),
  ];
  const locked = blocked.length > 0;
  const draft = useMemo(
    () => deliveryBody({ stt_rec_dh: order.stt_rec, ma_kho: order.ma_kho ?? "", ngay_ct, rows }),
    [order, ngay_ct, rows],
  );
  const asked = useDebounced(draft, QUOTE_DEBOUNCE_MS);
  const quote = useQuery({
    queryKey: ["sale-orders", "delivery-quote", asked.body],
    queryFn: ({ signal }) => cashierApi.quote(asked.body, signal),
    enabled: asked.body.details.length > 0 && !locked,
    placeholderData: (previous) => previous,
    retry: false,
    // Its refusals show above the form, not as a toast.
    meta: { silent: true },
  });
  const some = draft.body.details.length > 0;
  const priced = some && !locked && !quote.isError ? quote.data : undefined;
  const settled = JSON.stringify(asked.body) === JSON.stringify(draft.body) && !quote.isFetching;
  const due = deliveryDue(priced);
  const given = paymentsFor({ payments }, due ?? 0).reduce((sum, p) => sum + p.tien, 0);
  const quoted = quote.error instanceof ApiError ? Object.values(quote.error.errors ?? { _: quote.error.message }) : [];
  const problems = [...new Set([...blocked, ...(some ? quoted : []), ...orderProblems])];
  const amountOf = (index: number) => {
    const at = asked.rows.indexOf(index);
    return at >= 0 && priced ? Number(priced.details[at]?.tien ?? 0) : undefined;
  };

  const post = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid || due === undefined) return;
    const values = form.getFieldsValue(true) as DeliveryValues;
    const { body, rows: sent } = deliveryBody({
      stt_rec_dh: order.stt_rec,
      ma_kho: order.ma_kho ?? "",
      ngay_ct,
      dien_giai: values.dien_giai,
      rows: values.details,
      payments,
      due,
    });
    setPosting(true);
    setOrderProblems([]);
    setRowProblems({});
    try {
      const bill = await cashierApi.sell(body, keys.current.keyFor(body));
      keys.current.done();
      feedback.success(t("saleOrders.delivery.posted", { so_ct: bill.so_ct }));
      await queryClient.invalidateQueries({ queryKey: documentKeys.all(saleOrderKind) });
      await queryClient.invalidateQueries({ queryKey: documentKeys.all(BILLS), refetchType: "none" });
      navigate(`/sales/retail-orders/${bill.stt_rec}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) keys.current.done();
      const placed = deliveryErrors(error instanceof ApiError ? error.errors : undefined, sent, values.details.length);
      (form as FormInstance).setFields(placed.fields);
      setOrderProblems(placed.source);
      setRowProblems(paymentRowErrors(error instanceof ApiError ? error.errors : undefined, payments, due));
      const message = error instanceof ApiError ? error.message : String(error);
      feedback.failure([message, ...placed.rest.filter((m) => m !== message)].join(" "));
    } finally {
      setPosting(false);
    }
  };

  const back = () => navigate(`${saleOrderKind.path}/${order.stt_rec}`);
  const short = given < (due ?? 0);
  const field = (label: string, value: ReactNode, testId?: string) => (
    <Col xs={12} md={6}>
      <Form.Item label={label}>
        <span data-testid={testId}>{value}</span>
      </Form.Item>
    </Col>
  );

  return (
    <DocumentPageForm
      form={form}
      initialValues={initial}
      testId="delivery-form"
      refused={{ title: t("saleOrders.delivery.refused"), problems, testId: "delivery-refused" }}
      title={t("saleOrders.delivery.title", { so_ct: order.so_ct })}
      onBack={back}
      submit={{
        label: t("saleOrders.delivery.post"),
        icon: <CarOutlined />,
        allowed,
        busy: posting,
        disabled: locked || !some || !settled || due === undefined,
        onClick: post,
        testId: "delivery-post",
      }}
      header={
        <Row gutter={16}>
          {field(t("saleOrders.delivery.order"), <OrderLink id={order.stt_rec} number={order.so_ct} />)}
          {field(t("saleOrders.delivery.orderDate"), formatDate(order.ngay_ct))}
          {field(t("saleOrders.customer"), customerOf(order), "delivery-customer")}
          {field(t("saleOrders.warehouse"), [order.ma_kho, order.ten_kho].filter(Boolean).join(" · "))}
          {field(t("saleOrders.delivery.depositTaken"), money(order.tien_coc), "delivery-deposit-taken")}
          {field(t("saleOrders.delivery.depositLeft"), money(order.tien_coc_con), "delivery-deposit-left")}
          <Col xs={24} md={12}>
            <Form.Item
              name="ngay_ct"
              label={t("saleOrders.delivery.date")}
              rules={[
                {
                  required: true,
                  message: t("document.required", { field: t("saleOrders.delivery.date").toLowerCase() }),
                },
              ]}
            >
              <DatePicker
                format={DATE_FORMAT}
                style={{ width: "100%" }}
                allowClear={false}
                data-testid="delivery-date"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="dien_giai" label={t("saleOrders.delivery.note")}>
              <Input maxLength={500} placeholder={t("saleOrders.delivery.noteHint")} data-testid="delivery-note" />
            </Form.Item>
          </Col>
        </Row>
      }
    >
      <Panel
        title={t("saleOrders.delivery.linesTitle")}
        extra={
          <Button
            size="small"
            disabled={locked}
            onClick={() => form.setFieldValue("details", deliveryRows(lines))}
            data-testid="delivery-all"
          >
            {t("saleOrders.delivery.all")}
          </Button>
        }
      >
        <TakenLines
          lines={lines}
          figures={[
            { key: "so_luong", title: t("saleOrders.lines.ordered"), value: (l) => l.so_luong },
            { key: "delivered", title: t("saleOrders.lines.delivered"), value: (l) => l.delivered },
            { key: "left", title: t("saleOrders.lines.left"), value: (l) => l.left },
          ]}
          amountOf={amountOf}
          texts={{
            quantity: t("saleOrders.delivery.quantity"),
            amount: t("saleOrders.lines.amount"),
            quantityOf: (line) => t("saleOrders.delivery.quantityOf", { line }),
          }}
          locked={locked}
          testId="delivery-lines"
        />
        {!some && !locked && <Typography.Text type="secondary">{t("saleOrders.delivery.nothing")}</Typography.Text>}
      </Panel>
      <Panel title={t("saleOrders.delivery.payTitle")}>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={12}>
            <PaymentRows {...paymentRows} due={due ?? 0} disabled={locked} testId="delivery-payments" />
          </Col>
          <Col xs={24} lg={12}>
            <OrderFigures
              testId="delivery-totals"
              rows={[
                [t("saleOrders.delivery.goods"), money(priced?.tong_tien)],
                [t("saleOrders.delivery.discount"), money(priced?.tong_ck), Number(priced?.tong_ck ?? 0) > 0],
                [t("saleOrders.delivery.vat"), money(priced?.tong_thue)],
                [t("saleOrders.delivery.total"), money(priced?.tong_thanh_toan)],
                [
                  t("saleOrders.delivery.deposit"),
                  <span key="deposit" data-testid="delivery-deposit">
                    {priced ? `−${money(priced.tien_coc)}` : money(0)}
                  </span>,
                ],
                [
                  t("saleOrders.delivery.due"),
                  <strong key="due" data-testid="delivery-due">
                    {money(due)} ₫
                  </strong>,
                ],
                [t("saleOrders.delivery.paid"), money(given)],
                [
                  t(short ? "saleOrders.delivery.owing" : "saleOrders.delivery.change"),
                  <span key="change" data-testid="delivery-change">
                    {money(Math.abs(given - (due ?? 0)))}
                  </span>,
                ],
              ]}
            />
          </Col>
        </Row>
      </Panel>
    </DocumentPageForm>
  );
}
