import { CUSTOMER_CARD_LEVEL_OPTIONS, customerCardSeriesEntity, DATE_FORMAT, pick } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Input, InputNumber, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { newKey } from "@/platform/document/idempotencyKey";
import { entityApi, entityKeys } from "@/platform/entity";
import { FormModal } from "@/platform/forms/FormModal";
import { showFieldErrors } from "@/platform/forms/fieldErrors";
import { useFeedback } from "@/platform/useFeedback";
import { customersApi, type MemberCard } from "./customersApi";

/** The months a card's series gives (none: the series has no term, the day is typed). */
function useSeriesMonths(ma_day: string): number | undefined {
  const { data } = useQuery({
    queryKey: entityKeys.lookup(customerCardSeriesEntity.api),
    queryFn: () => entityApi.lookup(customerCardSeriesEntity.api),
    staleTime: 60_000,
  });
  const months = data?.find((s) => s.ma_day === ma_day)?.so_thang;
  return typeof months === "number" ? months : undefined;
}

interface ChangeValues {
  ngay_het_han?: Dayjs;
  hang_the?: string;
  tl_ck?: number | null;
  ly_do?: string;
}

/**
 * 'Gia hạn' (a new expiry, by default its series' months on from the old one, or from today when it is past) or 'Đổi hạng' (a new level, and a discount, else the new level's
 * series' one) of a membership card, with a reason; one submission key per opening.
 */
export function CardChangeModal({
  card,
  change,
  onClose,
  onChanged,
}: {
  card: MemberCard;
  change: "renew" | "level";
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<ChangeValues>();
  const [saving, setSaving] = useState(false);
  const key = useMemo(() => newKey(), []);
  const months = useSeriesMonths(card.ma_day);
  const from = card.ngay_het_han && dayjs(card.ngay_het_han).isAfter(dayjs()) ? dayjs(card.ngay_het_han) : dayjs();
  const suggested = months ? from.add(months, "month").format("YYYY-MM-DD") : undefined;
  // The series' months arrive with its lookup: the day they give fills the field unless the user typed one.
  useEffect(() => {
    if (suggested && !form.isFieldTouched("ngay_het_han")) form.setFieldValue("ngay_het_han", dayjs(suggested));
  }, [suggested, form]);
  const save = async (values: ChangeValues) => {
    setSaving(true);
    try {
      const ly_do = values.ly_do || undefined;
      if (change === "renew") {
        const until = (values.ngay_het_han ?? dayjs()).format("YYYY-MM-DD");
        await customersApi.renewCard(card.id, { ngay_het_han: until, ly_do }, key);
      } else {
        const tl_ck = values.tl_ck ?? undefined;
        await customersApi.changeLevel(card.id, { hang_the: values.hang_the ?? "", tl_ck, ly_do }, key);
      }
      feedback.success(t("salesCustomers.cards.done", { so_the: card.so_the }));
      onChanged();
    } catch (error) {
      if (!showFieldErrors(form, error)) feedback.failure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  const required = (label: string) => [{ required: true, message: t("entity.required", { field: label }) }];
  const title =
    change === "renew"
      ? t("salesCustomers.cards.renewTitle", { so_the: card.so_the })
      : t("salesCustomers.cards.levelTitle", { so_the: card.so_the });
  return (
    <FormModal title={title} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} width={520}>
      <Form form={form} layout="vertical" onFinish={save} data-testid="card-change-form">
        {change === "renew" ? (
          <Form.Item
            name="ngay_het_han"
            label={t("salesCustomers.cards.newExpiry")}
            rules={required(t("salesCustomers.cards.newExpiry"))}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: "100%" }} />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="hang_the"
              label={t("salesCustomers.cards.newLevel")}
              rules={required(t("salesCustomers.cards.newLevel"))}
            >
              <Select
                options={CUSTOMER_CARD_LEVEL_OPTIONS.filter((o) => o.value !== card.hang_the).map((o) => ({
                  value: o.value,
                  label: pick(o.label, i18n.language),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="tl_ck"
              label={t("salesCustomers.cards.newDiscount")}
              extra={t("salesCustomers.cards.discountHint")}
            >
              <InputNumber min={0} max={100} precision={2} style={{ width: "100%" }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="ly_do" label={t("salesCustomers.cards.reason")}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
