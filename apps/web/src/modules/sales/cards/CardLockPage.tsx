import { LockOutlined, UnlockOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Flex, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiError } from "@/platform/api";
import { Panel } from "@/platform/Panel";
import { useFeedback } from "@/platform/useFeedback";
import { cardCode } from "./cardDraft";
import { CardPicker, CardSummary } from "./cardParts";
import { cardKeys, cardsApi } from "./cardsApi";
import { useCard, useCardRights } from "./useCard";

interface LockValues {
  ma_the?: string;
  ly_do?: string;
}

/**
 * 'Khóa thẻ thanh toán' (`lock`) and 'Mở khóa thẻ thanh toán': the card (typed, scanned or picked, `?ma_the=` to
 * start with one) with its owner, balance and state, the reason, and the button; a card already in the state asked
 * says so. Each lock and unlock goes into the card's history.
 */
export function CardLockPage({ lock }: { lock: boolean }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const rights = useCardRights();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LockValues>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const typed = Form.useWatch("ma_the", form) as string | undefined;
  const { code, card, unknown } = useCard(typed);
  const allowed = lock ? rights.lock : rights.unlock;
  const already = card && card.khoa === lock;
  const key = (name: string) => `paymentCards.lock.${name}`;

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const ma_the = cardCode(values.ma_the);
    setBusy(true);
    setDone(undefined);
    try {
      await (lock ? cardsApi.lock : cardsApi.unlock)(ma_the, values.ly_do?.trim() ?? "");
      const said = t(key(lock ? "locked" : "unlocked"), { ma_the });
      feedback.success(said);
      setDone(said);
      form.setFieldValue("ly_do", "");
      await queryClient.invalidateQueries({ queryKey: cardKeys.all });
    } catch (error) {
      if (error instanceof ApiError && error.errors?.ma_the) {
        form.setFields([{ name: "ma_the", errors: [error.errors.ma_the] }]);
      }
      feedback.failure(
        error instanceof ApiError ? [error.message, ...Object.values(error.errors ?? {})].join(" ") : String(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t(key(lock ? "lockTitle" : "unlockTitle"))} style={{ maxWidth: 760 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ma_the: cardCode(params.get("ma_the")) || undefined }}
        onValuesChange={() => setDone(undefined)}
        data-testid="card-lock-form"
      >
        <Typography.Paragraph type="secondary">{t(key(lock ? "lockHelp" : "unlockHelp"))}</Typography.Paragraph>
        <Form.Item
          name="ma_the"
          label={t("paymentCards.card")}
          rules={[{ required: true, message: t(key("required")) }]}
        >
          <CardPicker data-testid="card-lock-card" />
        </Form.Item>
        {code && (
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            <CardSummary code={code} card={card} unknown={unknown} column={{ xs: 1, sm: 2, lg: 2 }} />
            {already && !done && (
              <Alert
                type="info"
                showIcon
                title={t(key(lock ? "alreadyLocked" : "notLocked"), { ma_the: code })}
                data-testid="card-lock-already"
              />
            )}
          </Flex>
        )}
        <Form.Item name="ly_do" label={t(key("reason"))}>
          <Input.TextArea
            rows={2}
            maxLength={500}
            placeholder={t(key(lock ? "lockReasonHint" : "unlockReasonHint"))}
            data-testid="card-lock-reason"
          />
        </Form.Item>
        {done && (
          <Alert type="success" showIcon title={done} style={{ marginBottom: 16 }} data-testid="card-lock-done" />
        )}
        <Flex justify="flex-end">
          {allowed && (
            <Button
              type="primary"
              danger={lock}
              icon={lock ? <LockOutlined /> : <UnlockOutlined />}
              loading={busy}
              disabled={Boolean(already) || busy}
              onClick={submit}
              data-testid="card-lock-submit"
            >
              {t(key(lock ? "lock" : "unlock"))}
            </Button>
          )}
        </Flex>
      </Form>
    </Panel>
  );
}
