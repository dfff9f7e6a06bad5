import { API_DATE_FORMAT, DATE_FORMAT, formatDate, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Checkbox, DatePicker, Flex, Form, Input, Modal, Tag } from "antd";
import type { Dayjs } from "dayjs";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, type TableQuery } from "@/platform/table";
import { useFeedback } from "@/platform/useFeedback";
import { cardColumns } from "./cardColumns";
import { CardFilter } from "./cardParts";
import { type CardPeriod, cardKeys, cardsApi } from "./cardsApi";

const FILTERS = ["ma_the", "den_ngay"] as const;
const CARD = ["ma_the", "ten_kh", "so_du", "ngay_het_han"] as const;

/** How long its period still runs, as a tag: ended (red), ending within a week (orange), or days left. */
function PeriodLeft({ days }: { days: number }) {
  const { t } = useTranslation();
  if (days < 0) return <Tag color="red">{t("paymentCards.periods.ended", { count: -days })}</Tag>;
  if (days === 0) return <Tag color="red">{t("paymentCards.periods.lastDay")}</Tag>;
  return <Tag color={days <= 7 ? "orange" : "default"}>{t("paymentCards.periods.left", { count: days })}</Tag>;
}

interface ExtendValues {
  ngay_het_han?: Dayjs;
  khong_han?: boolean;
  ly_do?: string;
}

/** The new end of a card's period (a year after its end, or after today if it has ended), or none, and why. */
function ExtendDialog({ card, onClose }: { card: CardPeriod; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ExtendValues>();
  const [busy, setBusy] = useState(false);
  const noEnd = Form.useWatch("khong_han", form);
  const ended = dayjs(card.ngay_het_han);
  const from = ended.isAfter(dayjs()) ? ended : dayjs();
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      const end = values.khong_han ? null : (values.ngay_het_han?.format(API_DATE_FORMAT) ?? null);
      await cardsApi.extend(card.ma_the, end, values.ly_do?.trim() ?? "");
      feedback.success(t("paymentCards.periods.done", { ma_the: card.ma_the }));
      await queryClient.invalidateQueries({ queryKey: cardKeys.all });
      onClose();
    } catch (error) {
      feedback.failure(
        error instanceof ApiError ? [error.message, ...Object.values(error.errors ?? {})].join(" ") : String(error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t("paymentCards.periods.title", { ma_the: card.ma_the })}
      okText={t("paymentCards.periods.extend")}
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ngay_het_han: from.add(1, "year"), khong_han: false }}
        data-testid="card-period-form"
      >
        <Form.Item
          name="ngay_het_han"
          label={t("paymentCards.periods.newEnd")}
          rules={[{ required: !noEnd, message: t("paymentCards.periods.newEnd") }]}
        >
          <DatePicker
            format={DATE_FORMAT}
            disabled={noEnd}
            style={{ width: "100%" }}
            allowClear={false}
            data-testid="card-period-end"
          />
        </Form.Item>
        <Form.Item name="khong_han" valuePropName="checked">
          <Checkbox>{t("paymentCards.periods.noEnd")}</Checkbox>
        </Form.Item>
        <Form.Item name="ly_do" label={t("paymentCards.periods.reason")}>
          <Input maxLength={500} placeholder={t("paymentCards.periods.reasonHint")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 'Kỳ hạn thẻ thanh toán' (/sales/payment-card-periods): the cards whose period of validity ends by a day (within 30
 * days unless chosen), the ended ones first, each with its owner, balance and days left; 'Gia hạn' gives one a new
 * end (or none), written in its history.
 */
export function CardPeriodsPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const canExtend = Boolean(user && hasRight(user, "sales.payment-card-periods", "edit"));
  const canPrint = Boolean(user && hasRight(user, "sales.payment-card-periods", "print"));
  const [extending, setExtending] = useState<CardPeriod>();
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      cardsApi.periods(
        {
          ma_the: query.filters.ma_the,
          den_ngay: query.filters.den_ngay,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
        },
        signal,
      ),
    [],
  );
  const columns = useMemo<DataColumn<CardPeriod>[]>(
    () => [
      ...cardColumns<CardPeriod>(t),
      {
        key: "ngay_het_han",
        title: t("paymentCards.expiry"),
        width: 120,
        render: (r) => formatDate(r.ngay_het_han),
        exportValue: (r) => formatDate(r.ngay_het_han),
      },
      {
        key: "con_ngay",
        title: t("paymentCards.state"),
        width: 170,
        render: (r) => <PeriodLeft days={r.con_ngay} />,
        exportValue: (r) => r.con_ngay,
      },
      ...(canExtend
        ? [
            {
              key: "gia_han",
              title: "",
              width: 110,
              render: (r: CardPeriod) => (
                <Button size="small" onClick={() => setExtending(r)} data-testid="card-period-extend">
                  {t("paymentCards.periods.extend")}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, canExtend],
  );

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t("paymentCards.periods.hint")} />
      <DataTable<CardPeriod>
        columns={columns}
        rowKey="ma_the"
        fetchPage={fetchPage}
        queryKey={cardKeys.periods}
        settingsKey="sales.payment-card-periods"
        searchable={false}
        cardFields={CARD}
        filterKeys={FILTERS}
        filters={(values, setFilter) => (
          <>
            <CardFilter value={values.ma_the} onChange={(value) => setFilter("ma_the", value)} />
            <DatePicker
              format={DATE_FORMAT}
              value={values.den_ngay ? dayjs(values.den_ngay) : undefined}
              onChange={(day) => setFilter("den_ngay", day ? day.format(API_DATE_FORMAT) : undefined)}
              placeholder={t("paymentCards.periods.until")}
              aria-label={t("paymentCards.periods.until")}
              data-testid="card-periods-until"
              style={{ width: 190 }}
            />
          </>
        )}
        exportable={canPrint}
        exportName={t("paymentCards.periods.exportName")}
      />
      {extending && <ExtendDialog card={extending} onClose={() => setExtending(undefined)} />}
    </Flex>
  );
}
