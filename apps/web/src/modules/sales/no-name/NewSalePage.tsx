import { CreditCardOutlined } from "@ant-design/icons";
import { API_DATE_FORMAT, DOCUMENT_STATUS, formatNumber, PAYMENT_KIND } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Col, Form, Row, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { DocumentPageForm } from "@/platform/document/DocumentPageForm";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { useDocumentBranch } from "@/platform/document/useDocumentBranch";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { Panel } from "@/platform/Panel";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { givenOf } from "../cards/cardDraft";
import { sentPayments } from "../cashier/cart";
import { PaymentRows, usePaymentRows } from "../cashier/PaymentRows";
import { OrderFigures } from "../orders/OrderFigures";
import { CustomerItem } from "../salesParts";
import { DateNoteInputs } from "./DateNoteInputs";
import { LineInputs } from "./LineInputs";
import { noNameApi, noNameKeys } from "./noNameApi";
import { saleKind } from "./noNameKinds";
import { RunTable } from "./RunTable";
import { usePostDocument } from "./usePostDocument";

interface SaleLineValues {
  tu_seri?: string;
  den_seri?: string;
  ck?: number | null;
}

interface SaleFormValues {
  ngay_ct: Dayjs;
  ma_kh?: string | null;
  dien_giai?: string;
  details: SaleLineValues[];
}

/** A sale takes what the customer pays a bill with, but not stored value (a card is not bought with a card). */
const SALE_KINDS = [PAYMENT_KIND.cash, PAYMENT_KIND.transfer, PAYMENT_KIND.bank_card];
const money = (value: unknown) => formatNumber(Number(value ?? 0));

/** The lines as sent: each run named by its first serial, its last where there is one, its typed discount. */
const linesOf = (details: readonly SaleLineValues[]) =>
  details
    .filter((l) => l.tu_seri)
    .map((l) => ({
      tu_seri: l.tu_seri,
      ...(l.den_seri ? { den_seri: l.den_seri } : {}),
      ...(l.ck != null ? { ck: l.ck } : {}),
    }));

/**
 * 'Bán thẻ vô danh' (/sales/no-name-orders/new): runs of cards in the branch's stock (first and last serial typed or
 * scanned; a discount typed where the shop allows it), priced by the server as they are typed (the type's price, the
 * discount of the order's quantity), the customer when named, and the payments covering what is due (cash with
 * change, a transfer, a bank card). 'Bán thẻ' posts the sale once, then opens it for printing.
 */
export function NewSalePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useDocumentRights(saleKind);
  const manualDiscount = useConfigSwitch("sale_no_name_discount_manual");
  const [form] = Form.useForm<SaleFormValues>();
  const [initial] = useState<SaleFormValues>(() => ({ ngay_ct: dayjs(), details: [{}] }));
  const { payments, setErrors: setRowProblems, rows: paymentRows } = usePaymentRows();
  const { post, problems, posting } = usePostDocument(saleKind, form);
  const ma_dvcs = useDocumentBranch();

  const day = Form.useWatch("ngay_ct", form) as Dayjs | undefined;
  const ma_kh = Form.useWatch("ma_kh", form) as string | null | undefined;
  const details = (Form.useWatch("details", form) as SaleLineValues[] | undefined) ?? initial.details;
  const ngay_ct = (day ?? dayjs()).format(API_DATE_FORMAT);
  const lines = useMemo(() => linesOf(details), [details]);
  const draft = useMemo(
    () =>
      lines.length > 0 ? { ngay_ct, ...(ma_dvcs ? { ma_dvcs } : {}), ma_kh: ma_kh || null, details: lines } : undefined,
    [ngay_ct, ma_dvcs, ma_kh, lines],
  );
  const asked = useDebounced(draft, 300);
  const quote = useQuery({
    queryKey: [...noNameKeys.quote, saleKind.api, asked],
    queryFn: ({ signal }) => noNameApi.quote(saleKind.api, asked ?? {}, signal),
    enabled: Boolean(asked),
    placeholderData: (previous) => previous,
    retry: false,
    meta: { silent: true },
  });
  const priced = draft && !quote.isError ? quote.data : undefined;
  const settled = JSON.stringify(asked) === JSON.stringify(draft) && !quote.isFetching;
  const quoted =
    draft && quote.error instanceof ApiError ? Object.values(quote.error.errors ?? { _: quote.error.message }) : [];
  const due = Number(priced?.tong_thanh_toan ?? 0);
  const { given, change, short } = givenOf(payments, due);
  const count = (priced?.details ?? []).reduce((sum, l) => sum + Number(l.so_luong), 0);

  const submit = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid || !draft || !priced) return;
    const values = form.getFieldsValue(true) as SaleFormValues;
    const body = {
      ...draft,
      ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
      status: DOCUMENT_STATUS.posted,
      payments: sentPayments(payments, due).map((p) => p.payment),
    };
    await post(
      body,
      {
        header: ["ngay_ct", "ma_kh", "dien_giai"],
        lineColumns: ["tu_seri", "den_seri", "ck"],
        lines: details.length,
        payments: { rows: payments, due, setErrors: setRowProblems },
      },
      (saved) => t("noName.sale.done", { count, so_ct: saved.so_ct }),
    );
  };

  return (
    <DocumentPageForm
      form={form}
      initialValues={initial}
      testId="no-name-sale-form"
      refused={{
        title: t("noName.sale.refused"),
        problems: [...new Set([...quoted, ...problems])],
        testId: "no-name-refused",
      }}
      title={t("noName.sale.newTitle")}
      onBack={() => navigate(saleKind.path)}
      submit={{
        label: t("noName.sale.submit"),
        icon: <CreditCardOutlined />,
        allowed: rights.add,
        busy: posting,
        disabled: !priced || !settled || short > 0,
        onClick: submit,
        testId: "no-name-sale-submit",
      }}
      header={
        <>
          <DateNoteInputs>
            <Col xs={24} md={12}>
              <CustomerItem
                label={t("noName.customer")}
                placeholder={t("noName.customerHint")}
                testId="no-name-customer"
              />
            </Col>
          </DateNoteInputs>
          <LineInputs
            testId="no-name-sale-lines"
            inputs={[
              {
                name: "tu_seri",
                label: t("noName.firstSerial"),
                kind: "serial",
                placeholder: t("noName.serialHint"),
                required: true,
              },
              {
                name: "den_seri",
                label: t("noName.lastSerial"),
                kind: "serial",
                placeholder: t("noName.lastSerialHint"),
              },
              ...(manualDiscount ? [{ name: "ck", label: t("noName.sale.discount"), kind: "money" as const }] : []),
            ]}
          />
        </>
      }
    >
      <Panel title={t("noName.sale.linesTitle")}>
        {priced ? (
          <RunTable lines={priced.details} money="sale" />
        ) : (
          <Typography.Text type="secondary" data-testid="no-name-sale-hint">
            {t("noName.sale.hint")}
          </Typography.Text>
        )}
      </Panel>
      <Panel title={t("noName.pay.title")}>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={12}>
            <PaymentRows {...paymentRows} due={due} kinds={SALE_KINDS} testId="no-name-payments" />
          </Col>
          <Col xs={24} lg={12}>
            <OrderFigures
              testId="no-name-sale-totals"
              rows={[
                [t("noName.sale.total"), money(priced?.tong_tien)],
                [t("noName.sale.discount"), money(priced?.tong_ck), Number(priced?.tong_ck ?? 0) > 0],
                [
                  t("noName.sale.due"),
                  <strong key="due" data-testid="no-name-due">
                    {money(due)} ₫
                  </strong>,
                ],
                [t("noName.sale.faceTotal"), money(priced?.tong_menh_gia)],
                [t("noName.pay.given"), money(given)],
                [
                  t(short > 0 ? "noName.pay.short" : "noName.pay.change"),
                  <span key="change" data-testid="no-name-change">
                    {money(short > 0 ? short : change)}
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
