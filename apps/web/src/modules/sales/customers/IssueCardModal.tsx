import { customerCardEntity, DATE_FORMAT, type Field } from "@sen/core";
import { Alert, DatePicker, Form, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { newKey } from "@/platform/document/idempotencyKey";
import { fieldInput } from "@/platform/entity/fieldInputs";
import { FormModal } from "@/platform/forms/FormModal";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { useFeedback } from "@/platform/useFeedback";
import { customersApi } from "./customersApi";

const field = (name: string) =>
  customerCardEntity.fields.find((f) => f.name === name) as Exclude<Field, { kind: "address" }>;
const CUSTOMER = field("ma_kh");
const SERIES = field("ma_day");

interface IssueValues {
  ma_kh: string;
  ten_kh?: string;
  ma_day: string;
  ngay_phat_hanh: Dayjs;
  ghi_chu?: string;
}

/**
 * 'Cấp thẻ thành viên': the customer (given, or picked), the series and the day; the server gives the series' next
 * number. One submission key per opening, so a second click or a retry after a lost answer issues one card.
 */
export function IssueCardModal({
  customer,
  onClose,
  onIssued,
}: {
  /** The customer the card is for (the overview's); else picked in the form. */
  customer?: { ma_kh: string; ten_kh: string };
  onClose: () => void;
  onIssued: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<IssueValues>();
  const [saving, setSaving] = useState(false);
  const key = useMemo(() => newKey(), []);
  const issue = async (values: IssueValues) => {
    setSaving(true);
    try {
      const card = await customersApi.issueCard(
        {
          ma_kh: values.ma_kh,
          ma_day: values.ma_day,
          ngay_phat_hanh: values.ngay_phat_hanh.format("YYYY-MM-DD"),
          ghi_chu: values.ghi_chu,
        },
        key,
      );
      feedback.success(t("salesCustomers.issue.done", { so_the: card.so_the, ma_kh: card.ma_kh }));
      onIssued();
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.failure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  const required = (label: string) => [{ required: true, message: t("entity.required", { field: label }) }];
  return (
    <FormModal
      title={t("salesCustomers.issue.title")}
      okText={t("salesCustomers.issue.submit")}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ma_kh: customer?.ma_kh, ten_kh: customer?.ten_kh, ngay_phat_hanh: dayjs() }}
        onFinish={issue}
        data-testid="issue-card-form"
      >
        <Alert type="info" showIcon title={t("salesCustomers.issue.hint")} style={{ marginBottom: 16 }} />
        <Form.Item name="ten_kh" hidden>
          <Input />
        </Form.Item>
        {customer ? (
          <Form.Item label={t("salesCustomers.issue.customer")}>
            <Input disabled value={`${customer.ma_kh} - ${customer.ten_kh}`} data-testid="issue-card-customer" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="ma_kh"
          hidden={Boolean(customer)}
          label={t("salesCustomers.issue.customer")}
          rules={required(t("salesCustomers.issue.customer"))}
        >
          {customer ? <Input /> : fieldInput(CUSTOMER).input}
        </Form.Item>
        <Form.Item
          name="ma_day"
          label={t("salesCustomers.issue.series")}
          rules={required(t("salesCustomers.issue.series"))}
        >
          {fieldInput(SERIES).input}
        </Form.Item>
        <Form.Item
          name="ngay_phat_hanh"
          label={t("salesCustomers.issue.date")}
          rules={required(t("salesCustomers.issue.date"))}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="ghi_chu" label={t("salesCustomers.issue.note")}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
