import { WalletOutlined } from "@ant-design/icons";
import { API_DATE_FORMAT, DOCUMENT_STATUS, formatNumber, PAYMENT_KIND } from "@sen/core";
import { Col, Form, Row } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { dayjs } from "@/platform/dates";
import { DocumentPageForm } from "@/platform/document/DocumentPageForm";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { useDocumentBranch } from "@/platform/document/useDocumentBranch";
import { Panel } from "@/platform/Panel";
import { cardCode, givenOf } from "../cards/cardDraft";
import { sentPayments } from "../cashier/cart";
import { PaymentRows, usePaymentRows } from "../cashier/PaymentRows";
import { OrderFigures } from "../orders/OrderFigures";
import { DateNoteInputs } from "./DateNoteInputs";
import { LineInputs } from "./LineInputs";
import { depositKind } from "./noNameKinds";
import { usePostDocument } from "./usePostDocument";

interface DepositFormValues {
  ngay_ct: Dayjs;
  dien_giai?: string;
  details: { so_seri?: string; tien?: number | null }[];
}

const DEPOSIT_KINDS = [PAYMENT_KIND.cash, PAYMENT_KIND.transfer, PAYMENT_KIND.bank_card];
const money = (value: unknown) => formatNumber(Number(value ?? 0));

/**
 * 'Nạp tiền thẻ vô danh' (/sales/no-name-deposits/new, `?so_seri=` to start with a card): sold cards and the amount
 * onto each, paid in full (cash with change, a transfer, a bank card). 'Nạp tiền' posts it once, then opens it.
 */
export function NewDepositPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rights = useDocumentRights(depositKind);
  const [form] = Form.useForm<DepositFormValues>();
  const [initial] = useState<DepositFormValues>(() => ({
    ngay_ct: dayjs(),
    details: [{ so_seri: cardCode(params.get("so_seri")) || undefined }],
  }));
  const { payments, setErrors, rows } = usePaymentRows();
  const { post, problems, posting } = usePostDocument(depositKind, form);
  const ma_dvcs = useDocumentBranch();
  const details = (Form.useWatch("details", form) as DepositFormValues["details"] | undefined) ?? initial.details;
  const due = details.reduce((sum, l) => sum + Number(l.tien ?? 0), 0);
  const { given, change, short } = givenOf(payments, due);

  const submit = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid) return;
    const values = form.getFieldsValue(true) as DepositFormValues;
    const body = {
      ngay_ct: values.ngay_ct.format(API_DATE_FORMAT),
      ...(ma_dvcs ? { ma_dvcs } : {}),
      ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
      status: DOCUMENT_STATUS.posted,
      details: values.details.map((l) => ({ so_seri: l.so_seri, tien: l.tien })),
      payments: sentPayments(payments, due).map((p) => p.payment),
    };
    await post(
      body,
      {
        header: ["ngay_ct", "dien_giai"],
        lineColumns: ["so_seri", "tien"],
        lines: values.details.length,
        payments: { rows: payments, due, setErrors },
      },
      (saved) => t("noName.deposit.done", { amount: money(saved.tong_tien), so_ct: saved.so_ct }),
    );
  };

  return (
    <DocumentPageForm
      form={form}
      initialValues={initial}
      testId="no-name-deposit-form"
      refused={{ title: t("noName.deposit.refused"), problems, testId: "no-name-refused" }}
      title={t("noName.deposit.newTitle")}
      onBack={() => navigate(depositKind.path)}
      submit={{
        label: t("noName.deposit.submit"),
        icon: <WalletOutlined />,
        allowed: rights.add,
        busy: posting,
        disabled: !(due > 0) || short > 0,
        onClick: submit,
        testId: "no-name-deposit-submit",
      }}
      header={
        <>
          <DateNoteInputs />
          <LineInputs
            testId="no-name-deposit-lines"
            inputs={[
              {
                name: "so_seri",
                label: t("noName.serial"),
                kind: "serial",
                placeholder: t("noName.serialHint"),
                required: true,
              },
              { name: "tien", label: t("noName.deposit.amount"), kind: "money", required: true },
            ]}
          />
        </>
      }
    >
      <Panel title={t("noName.pay.title")}>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={12}>
            <PaymentRows {...rows} due={due} kinds={DEPOSIT_KINDS} testId="no-name-payments" />
          </Col>
          <Col xs={24} lg={12}>
            <OrderFigures
              testId="no-name-deposit-totals"
              rows={[
                [t("noName.deposit.total"), <strong key="due">{money(due)} ₫</strong>],
                [t("noName.pay.given"), money(given)],
                [t(short > 0 ? "noName.pay.short" : "noName.pay.change"), money(short > 0 ? short : change)],
              ]}
            />
          </Col>
        </Row>
      </Panel>
    </DocumentPageForm>
  );
}
