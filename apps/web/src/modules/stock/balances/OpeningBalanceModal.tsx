import { PlusOutlined } from "@ant-design/icons";
import { DATE_FORMAT, DOCUMENT_STATUS, formatNumber, productEntity, toApiDate } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, DatePicker, Form, Select, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { ItemPicker } from "@/platform/document/ItemPicker";
import { SubmissionKeys } from "@/platform/document/idempotencyKey";
import { lineAmount } from "@/platform/document/lineAmounts";
import { PRICE_FIELD, QUANTITY_FIELD } from "@/platform/document/lineFields";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";
import { FormModal } from "@/platform/forms/FormModal";
import { useFeedback } from "@/platform/useFeedback";
import { balanceKeys, balancesApi } from "./balancesApi";

const ITEMS = { items: productEntity };
const FIELDS = ["ma_kho", "ngay_ct", "ma_vt", "so_luong", "gia"] as const;

interface Values {
  ngay_ct: Dayjs;
  ma_kho: string;
  ma_vt: string;
  ten_vt?: string;
  so_luong: number;
  gia: number;
}

/** The refusal's field messages on the dialog's inputs: `details.0.so_luong` is the quantity. */
function fieldErrors(error: unknown) {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors)
    .map(([key, message]) => ({ name: key.replace(/^details\.0\./, ""), errors: [message] }))
    .filter((field) => (FIELDS as readonly string[]).includes(field.name)) as {
    name: keyof Values;
    errors: string[];
  }[];
}

/**
 * 'Nhập tồn đầu kỳ': a warehouse's opening quantity of a product (in its base unit) at a unit cost, on a date,
 * posted at once as an opening stock document; the server refuses a second opening of the same warehouse and product.
 */
export function OpeningBalanceModal({ warehouses }: { warehouses: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const keys = useRef(new SubmissionKeys());
  const required = (field: string) => [
    { required: true, message: t("stockBalances.opening.required", { field: field.toLowerCase() }) },
  ];
  const name = Form.useWatch("ten_vt", form);
  const quantity = Form.useWatch("so_luong", form);
  const price = Form.useWatch("gia", form);

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = {
      ngay_ct: toApiDate(values.ngay_ct),
      ma_kho: values.ma_kho,
      status: DOCUMENT_STATUS.posted,
      details: [{ ma_vt: values.ma_vt, so_luong: Number(values.so_luong ?? 0), gia: Number(values.gia ?? 0) }],
    };
    setSaving(true);
    try {
      await balancesApi.open(body, keys.current.keyFor(body));
      keys.current.done();
      feedback.success(t("stockBalances.opening.saved"));
      await queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) keys.current.done();
      form.setFields(fieldErrors(error));
      feedback.failure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        icon={<PlusOutlined />}
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
        data-testid="opening-open"
      >
        {t("stockBalances.opening.open")}
      </Button>
      {open && (
        <FormModal
          title={t("stockBalances.opening.title")}
          onCancel={() => setOpen(false)}
          onOk={save}
          confirmLoading={saving}
        >
          <Form
            form={form}
            layout="vertical"
            initialValues={{ ngay_ct: dayjs().startOf("year") }}
            data-testid="opening-form"
          >
            <Typography.Paragraph type="secondary">{t("stockBalances.opening.hint")}</Typography.Paragraph>
            <Form.Item
              name="ngay_ct"
              label={t("stockBalances.opening.date")}
              rules={required(t("stockBalances.opening.date"))}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} allowClear={false} />
            </Form.Item>
            <Form.Item
              name="ma_kho"
              label={t("stockBalances.warehouse")}
              rules={required(t("stockBalances.warehouse"))}
            >
              <Select options={warehouses} showSearch={foldedSearch} data-testid="opening-warehouse" />
            </Form.Item>
            <Form.Item name="ten_vt" hidden>
              <input />
            </Form.Item>
            <Form.Item
              name="ma_vt"
              label={t("stockBalances.opening.product")}
              rules={required(t("stockBalances.opening.product"))}
            >
              <PickedItem
                name={name}
                onPick={(item) => form.setFieldsValue({ ma_vt: item?.ma_vt, ten_vt: item?.ten_vt })}
              />
            </Form.Item>
            <Form.Item
              name="so_luong"
              label={t("stockBalances.opening.quantity")}
              rules={required(t("stockBalances.opening.quantity"))}
            >
              <NumberInput field={QUANTITY_FIELD} />
            </Form.Item>
            <Form.Item
              name="gia"
              label={t("stockBalances.opening.price")}
              rules={required(t("stockBalances.opening.price"))}
            >
              <NumberInput field={PRICE_FIELD} />
            </Form.Item>
            <Typography.Text>
              {t("stockBalances.opening.value")}: <strong>{formatNumber(lineAmount(quantity, price))}</strong>
            </Typography.Text>
          </Form>
        </FormModal>
      )}
    </>
  );
}

function PickedItem({
  value,
  name,
  onPick,
}: {
  value?: string;
  name?: string;
  onPick: Parameters<typeof ItemPicker>[0]["onPick"];
}) {
  return <ItemPicker kind={ITEMS} value={value} name={name} onPick={onPick} />;
}
