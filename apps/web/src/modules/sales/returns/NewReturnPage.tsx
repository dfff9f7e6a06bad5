import { CheckOutlined } from "@ant-design/icons";
import {
  API_DATE_FORMAT,
  DATE_FORMAT,
  DOCUMENT_STATUS,
  formatDate,
  formatNumber,
  PAYMENT_KIND,
  PAYMENT_TYPE,
} from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Descriptions,
  Form,
  type FormInstance,
  Input,
  Row,
  Select,
  Skeleton,
  Typography,
} from "antd";
import type { Dayjs } from "dayjs";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { documentApi, documentKeys, SubmissionKeys } from "@/platform/document";
import { DocumentPageForm } from "@/platform/document/DocumentPageForm";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { Panel } from "@/platform/Panel";
import { useFeedback } from "@/platform/useFeedback";
import { CardPicker } from "../cards/cardParts";
import { customerOf } from "../salesParts";
import { ReturnLines } from "./ReturnLines";
import { CREDIT, type ReturnRow, refundChoices, returnBody, returnErrors, returnRows } from "./returnDraft";
import { returnKind } from "./returnKind";
import { BillLink, type ReturnRecord } from "./returnParts";
import { type Returnable, returnsApi } from "./returnsApi";

interface ReturnFormValues {
  ngay_ct: Dayjs;
  dien_giai?: string;
  details: ReturnRow[];
  ma_httt: string;
  ma_the?: string;
}

/** The quote waits for the quantities to settle this long. */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * 'Trả hàng' of a bill (/sales/returns/new?bill={id}): the bill, its lines with what was sold, what came back and
 * what is left, a quantity back of each (at most what is left; 'Trả hết' takes all), the day and the reason; the
 * refund, of what the server prices the return at, through cash, a transfer or a card (or the customer's account);
 * posted ('Ghi sổ') or sent for approval ('Gửi duyệt') once, then shown.
 */
export function NewReturnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bill = params.get("bill");
  if (!bill) {
    return (
      <Alert
        type="info"
        showIcon
        title={t("returns.pickBill")}
        action={<Link to="/sales/retail-orders">{t("returns.toBills")}</Link>}
        data-testid="return-no-bill"
      />
    );
  }
  return <ReturnForm key={bill} billId={bill} />;
}

function ReturnForm({ billId }: { billId: string }) {
  const [form] = Form.useForm<ReturnFormValues>();
  const day = Form.useWatch("ngay_ct", form) as Dayjs | undefined;
  const ngay_ct = (day ?? dayjs()).format(API_DATE_FORMAT);
  // Asked again on another day: whether a return is allowed on it (the lines stay as typed).
  const returnable = useQuery({
    queryKey: ["returns", "returnable", billId, ngay_ct],
    queryFn: ({ signal }) => returnsApi.returnable(billId, ngay_ct, signal),
    placeholderData: (previous) => previous,
  });
  if (returnable.isLoading) return <Skeleton active />;
  if (!returnable.data) return <Alert type="error" showIcon title={returnable.error?.message} />;
  return <ReturnEditor form={form} billId={billId} ngay_ct={ngay_ct} returnable={returnable.data} />;
}

interface EditorProps {
  form: FormInstance<ReturnFormValues>;
  billId: string;
  ngay_ct: string;
  returnable: Returnable;
}

function ReturnEditor({ form, billId, ngay_ct, returnable }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const rights = useDocumentRights(returnKind);
  const keys = useRef(new SubmissionKeys());
  const [posting, setPosting] = useState(false);
  const [billProblems, setBillProblems] = useState<string[]>([]);
  const { bill, lines } = returnable;
  // The first answer's lines: a later one (another day) keeps what was typed.
  const [initial] = useState<ReturnFormValues>(() => ({
    ngay_ct: dayjs(),
    dien_giai: "",
    details: returnRows(lines),
    ma_httt: PAYMENT_TYPE.cash,
  }));
  // The rows' bill lines and codes are no inputs: kept (`preserve`) beside the quantities typed.
  const rows = (Form.useWatch("details", { form, preserve: true }) as ReturnRow[] | undefined) ?? initial.details;
  const refund = (Form.useWatch("ma_httt", form) as string | undefined) ?? initial.ma_httt;
  const { data: types = [] } = useQuery({ queryKey: ["returns", "payment-types"], queryFn: returnsApi.paymentTypes });
  const toCard = types.find((p) => p.ma_httt === refund)?.loai_tt === PAYMENT_KIND.payment_card;

  const refusals = Object.values(returnable.refused);
  const draft = useMemo(
    () => returnBody({ stt_rec_hd: billId, ngay_ct, rows, refund: CREDIT }),
    [billId, ngay_ct, rows],
  );
  const asked = useDebounced(draft, QUOTE_DEBOUNCE_MS);
  const quote = useQuery({
    queryKey: ["returns", "quote", asked.body],
    queryFn: ({ signal }) => returnsApi.quote(asked.body, signal),
    enabled: asked.body.details.length > 0 && refusals.length === 0,
    placeholderData: (previous) => previous,
    retry: false,
    // Its refusals show above the form, not as a toast.
    meta: { silent: true },
  });
  const some = draft.body.details.length > 0;
  const priced = some && refusals.length === 0 && !quote.isError ? quote.data : undefined;
  const settled = JSON.stringify(asked.body) === JSON.stringify(draft.body) && !quote.isFetching;
  const due = priced?.tong_thanh_toan;
  const quoted = quote.error instanceof ApiError ? Object.values(quote.error.errors ?? { _: quote.error.message }) : [];
  const problems = [...new Set([...refusals, ...(some ? quoted : []), ...billProblems])];

  const post = async () => {
    if (
      !(await form.validateFields().then(
        () => true,
        () => false,
      )) ||
      due === undefined
    )
      return;
    const values = form.getFieldsValue(true) as ReturnFormValues;
    const { body, rows: sent } = returnBody({
      stt_rec_hd: billId,
      ngay_ct,
      dien_giai: values.dien_giai,
      rows: values.details,
      refund: values.ma_httt,
      ma_the: toCard ? values.ma_the : undefined,
      due,
    });
    setPosting(true);
    setBillProblems([]);
    try {
      const saved = await documentApi<ReturnRecord>(returnKind).create(body, keys.current.keyFor(body));
      keys.current.done();
      const said = saved.status === DOCUMENT_STATUS.awaiting ? "document.sentForApproval" : "document.posted";
      feedback.success(t(said, { so_ct: saved.so_ct }));
      await queryClient.invalidateQueries({ queryKey: documentKeys.all(returnKind) });
      // What is left of the bill is asked again when a return of it is opened next.
      await queryClient.invalidateQueries({ queryKey: ["returns", "returnable"], refetchType: "none" });
      navigate(`${returnKind.path}/${saved.stt_rec}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) keys.current.done();
      const placed = returnErrors(error instanceof ApiError ? error.errors : undefined, sent, values.details.length);
      (form as FormInstance).setFields(placed.fields);
      setBillProblems(placed.bill);
      const message = error instanceof ApiError ? error.message : String(error);
      feedback.failure([message, ...placed.rest.filter((m) => m !== message)].join(" "));
    } finally {
      setPosting(false);
    }
  };

  const back = () => navigate(`/sales/retail-orders/${billId}`);
  const locked = refusals.length > 0;
  const nothingLeft = lines.every((l) => l.left <= 0);

  return (
    <DocumentPageForm
      form={form}
      initialValues={initial}
      testId="return-form"
      refused={{ title: t("returns.refused"), problems, testId: "return-refused" }}
      title={t("returns.newTitle", { so_ct: bill.so_ct })}
      onBack={back}
      submit={{
        label: t(rights.approve ? "document.actions.post" : "document.actions.sendForApproval"),
        icon: <CheckOutlined />,
        allowed: rights.add,
        busy: posting,
        disabled: locked || !some || !settled || due === undefined,
        onClick: post,
        testId: "return-post",
      }}
      header={
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item label={t("returns.bill")}>
              <BillLink id={bill.stt_rec} number={bill.so_ct} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t("returns.billDate")}>
              <span data-testid="return-bill-date">{formatDate(bill.ngay_ct)}</span>
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t("returns.customer")}>
              <span data-testid="return-customer">{customerOf(bill) || t("returns.walkIn")}</span>
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t("returns.warehouse")}>
              {[bill.ma_kho, bill.ten_kho].filter(Boolean).join(" · ")}
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="ngay_ct"
              label={t("returns.date")}
              rules={[{ required: true, message: t("document.required", { field: t("returns.date").toLowerCase() }) }]}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} allowClear={false} data-testid="return-date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="dien_giai" label={t("returns.reason")}>
              <Input maxLength={500} placeholder={t("returns.reasonHint")} data-testid="return-reason" />
            </Form.Item>
          </Col>
        </Row>
      }
    >
      <Panel
        title={t("returns.lines.title")}
        extra={
          <Button
            size="small"
            disabled={locked || nothingLeft}
            onClick={() => form.setFieldValue("details", returnRows(lines, true))}
            data-testid="return-all"
          >
            {t("returns.lines.all")}
          </Button>
        }
      >
        <ReturnLines lines={lines} quote={priced} locked={locked} />
        {nothingLeft && <Typography.Text type="secondary">{t("returns.lines.nothingLeft")}</Typography.Text>}
      </Panel>
      <Panel title={t("returns.refund.title")}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="ma_httt" label={t("returns.refund.type")}>
              <Select
                options={refundChoices(types, bill.ma_kh ? t("returns.refund.credit") : undefined)}
                data-testid="return-refund-type"
              />
            </Form.Item>
            {toCard && (
              <Form.Item
                name="ma_the"
                label={t("returns.refund.card")}
                rules={[{ required: true, message: t("returns.refund.cardRequired") }]}
              >
                <CardPicker data-testid="return-refund-card" />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={16}>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} data-testid="return-totals">
              <Descriptions.Item label={t("returns.refund.goods")}>
                {formatNumber(priced?.tong_tien ?? 0)}
              </Descriptions.Item>
              <Descriptions.Item label={t("returns.refund.discount")}>
                {formatNumber(priced?.tong_ck ?? 0)}
              </Descriptions.Item>
              <Descriptions.Item label={t("returns.refund.vat")}>
                {formatNumber(priced?.tong_thue ?? 0)}
              </Descriptions.Item>
              <Descriptions.Item label={t(refund === CREDIT ? "returns.refund.creditAmount" : "returns.refund.amount")}>
                <strong data-testid="return-refund-amount">{formatNumber(due ?? 0)} ₫</strong>
              </Descriptions.Item>
            </Descriptions>
            {!some && !locked && !nothingLeft && (
              <Typography.Text type="secondary">{t("returns.lines.nothing")}</Typography.Text>
            )}
          </Col>
        </Row>
      </Panel>
    </DocumentPageForm>
  );
}
