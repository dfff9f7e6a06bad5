import { WalletOutlined } from "@ant-design/icons";
import { API_DATE_FORMAT, DATE_FORMAT, formatNumber, PAYMENT_KIND } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Col, DatePicker, Flex, Form, Input, Row, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { documentApi, documentKeys, SubmissionKeys } from "@/platform/document";
import { DocumentPageForm } from "@/platform/document/DocumentPageForm";
import { PRICE_FIELD } from "@/platform/document/lineFields";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { useDocumentBranch } from "@/platform/document/useDocumentBranch";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { Panel } from "@/platform/Panel";
import { useFeedback } from "@/platform/useFeedback";
import { PaymentRows, usePaymentRows } from "../cashier/PaymentRows";
import { OrderFigures } from "../orders/OrderFigures";
import { cardCode, givenOf, topUpBody, topUpErrors, topUpFigures, topUpQuoteBody } from "./cardDraft";
import { CardPicker, CardSummary } from "./cardParts";
import { cardKeys, cardsApi, type TopUpRecord } from "./cardsApi";
import { topUpKind } from "./topUpKind";
import { useCard } from "./useCard";

interface TopUpFormValues {
  ngay_ct: Dayjs;
  ma_the?: string;
  tien?: number | null;
  dien_giai?: string;
}

/** A top-up takes what a card may be paid with: not another prepaid card, nor stored value. */
const TOP_UP_KINDS = [PAYMENT_KIND.cash, PAYMENT_KIND.transfer, PAYMENT_KIND.bank_card];
const AMOUNT_FIELD = { ...PRICE_FIELD, name: "tien", precision: 0 };
const money = (value: unknown) => formatNumber(Number(value ?? 0));

/**
 * 'Nạp tiền' (/sales/payment-cards/update/new, `?ma_the=` to start with a card): the card (typed, scanned or picked
 * among the cards in use, with its owner, balance and state), the amount, the bonus the policy in force gives (the
 * server's quote says which: 'Tặng thêm theo chính sách CS…') and the balance it will leave; the payments (cash with
 * change, a transfer, a bank card) cover the amount. 'Nạp tiền' posts the top-up once, then opens it.
 */
export function NewTopUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const rights = useDocumentRights(topUpKind);
  const [params] = useSearchParams();
  const [form] = Form.useForm<TopUpFormValues>();
  const [initial] = useState<TopUpFormValues>(() => ({
    ngay_ct: dayjs(),
    ma_the: cardCode(params.get("ma_the")) || undefined,
    tien: null,
  }));
  const keys = useRef(new SubmissionKeys());
  const { payments, setErrors: setRowProblems, rows: paymentRows } = usePaymentRows();
  const [problems, setProblems] = useState<string[]>([]);
  const [posting, setPosting] = useState(false);
  const ma_dvcs = useDocumentBranch();

  const day = Form.useWatch("ngay_ct", form) as Dayjs | undefined;
  const typedCard = (Form.useWatch("ma_the", form) as string | undefined) ?? initial.ma_the;
  const typedAmount = Form.useWatch("tien", form) as number | null | undefined;
  const ngay_ct = (day ?? dayjs()).format(API_DATE_FORMAT);
  const draft = useMemo(
    () => topUpQuoteBody({ ngay_ct, ma_dvcs, ma_the: typedCard ?? "", tien: typedAmount ?? null }),
    [ngay_ct, ma_dvcs, typedCard, typedAmount],
  );
  const asked = useDebounced(draft, 300);
  const quote = useQuery({
    queryKey: [...cardKeys.all, "quote", asked],
    queryFn: ({ signal }) => cardsApi.quote(asked ?? {}, signal),
    enabled: Boolean(asked),
    placeholderData: (previous) => previous,
    retry: false,
    // Its refusals (a locked card) show above the form, not as a toast.
    meta: { silent: true },
  });
  const priced = draft && !quote.isError ? quote.data : undefined;
  const settled = JSON.stringify(asked) === JSON.stringify(draft) && !quote.isFetching;
  const quoted =
    draft && quote.error instanceof ApiError ? Object.values(quote.error.errors ?? { _: quote.error.message }) : [];
  const shownProblems = [...new Set([...quoted, ...problems])];
  const { code, card, unknown } = useCard(typedCard);
  const figures = topUpFigures({ tien: typedAmount ?? null, tien_km: priced?.tien_km, so_du: card?.so_du });
  const { given, change, short } = givenOf(payments, figures.tien);

  const post = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid || !priced) return;
    const values = form.getFieldsValue(true) as TopUpFormValues;
    const body = topUpBody({
      ngay_ct,
      ma_dvcs,
      ma_the: values.ma_the ?? "",
      tien: values.tien ?? null,
      dien_giai: values.dien_giai,
      payments,
    });
    setPosting(true);
    setProblems([]);
    setRowProblems({});
    try {
      const saved = await documentApi<TopUpRecord>(topUpKind).create(body, keys.current.keyFor(body));
      keys.current.done();
      feedback.success(
        t("paymentCards.topUp.done", { amount: money(saved.tien), ma_the: saved.ma_the, so_ct: saved.so_ct }),
      );
      await queryClient.invalidateQueries({ queryKey: documentKeys.all(topUpKind) });
      await queryClient.invalidateQueries({ queryKey: cardKeys.all, refetchType: "none" });
      navigate(`${topUpKind.path}/${saved.stt_rec}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) keys.current.done();
      const placed = topUpErrors(error instanceof ApiError ? error.errors : undefined, payments, body.tien);
      form.setFields(placed.fields as never);
      setRowProblems(placed.rows);
      setProblems(placed.rest);
      const message = error instanceof ApiError ? error.message : String(error);
      feedback.failure([message, ...placed.rest.filter((m) => m !== message)].join(" "));
    } finally {
      setPosting(false);
    }
  };

  const back = () => navigate(topUpKind.path);
  const bonusNote = priced
    ? priced.ma_cs
      ? t("paymentCards.topUp.bonusBy", { ma_cs: priced.ma_cs })
      : t("paymentCards.topUp.noBonus")
    : undefined;
  const required = (label: string) => ({
    required: true,
    message: t("document.required", { field: label.toLowerCase() }),
  });

  return (
    <DocumentPageForm
      form={form}
      initialValues={initial}
      testId="topup-form"
      refused={{ title: t("paymentCards.topUp.refused"), problems: shownProblems, testId: "topup-refused" }}
      title={t("paymentCards.topUp.newTitle")}
      onBack={back}
      submit={{
        label: t("paymentCards.topUp.submit"),
        icon: <WalletOutlined />,
        allowed: rights.add,
        busy: posting,
        disabled: !priced || !settled || short > 0,
        onClick: post,
        testId: "topup-submit",
      }}
      header={
        <>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item
                name="ngay_ct"
                label={t("paymentCards.topUp.date")}
                rules={[required(t("paymentCards.topUp.date"))]}
              >
                <DatePicker
                  format={DATE_FORMAT}
                  style={{ width: "100%" }}
                  allowClear={false}
                  data-testid="topup-date"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item name="ma_the" label={t("paymentCards.card")} rules={[required(t("paymentCards.card"))]}>
                <CardPicker data-testid="topup-card" />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item
                name="tien"
                label={t("paymentCards.topUp.amount")}
                rules={[required(t("paymentCards.topUp.amount"))]}
              >
                <NumberInput field={AMOUNT_FIELD} aria-label={t("paymentCards.topUp.amount")} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="dien_giai" label={t("paymentCards.topUp.note")}>
                <Input maxLength={500} placeholder={t("paymentCards.topUp.noteHint")} data-testid="topup-note" />
              </Form.Item>
            </Col>
          </Row>
          {code && <CardSummary code={code} card={card} unknown={unknown} />}
        </>
      }
    >
      <Panel title={t("paymentCards.topUp.payTitle")}>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={12}>
            <PaymentRows {...paymentRows} due={figures.tien} kinds={TOP_UP_KINDS} testId="topup-payments" />
          </Col>
          <Col xs={24} lg={12}>
            <OrderFigures
              testId="topup-totals"
              rows={[
                [t("paymentCards.topUp.balanceNow"), money(card?.so_du), card !== undefined],
                [t("paymentCards.topUp.amount"), <strong key="tien">{money(figures.tien)} ₫</strong>],
                [
                  t("paymentCards.topUp.bonus"),
                  <Flex key="bonus" vertical align="flex-end">
                    <span data-testid="topup-bonus">{money(figures.bonus)}</span>
                    {bonusNote && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="topup-policy">
                        {bonusNote}
                      </Typography.Text>
                    )}
                  </Flex>,
                ],
                [
                  t("paymentCards.topUp.balanceAfter"),
                  <strong key="after" data-testid="topup-balance-after">
                    {money(figures.after)} ₫
                  </strong>,
                  figures.after !== undefined && Boolean(priced),
                ],
                [t("paymentCards.topUp.given"), money(given)],
                [
                  t(short > 0 ? "paymentCards.topUp.short" : "paymentCards.topUp.change"),
                  <span key="change" data-testid="topup-change">
                    {money(short > 0 ? short : change)}
                  </span>,
                ],
              ]}
            />
            {!draft && (
              <Typography.Text type="secondary" data-testid="topup-hint">
                {t("paymentCards.topUp.hint")}
              </Typography.Text>
            )}
          </Col>
        </Row>
      </Panel>
    </DocumentPageForm>
  );
}
