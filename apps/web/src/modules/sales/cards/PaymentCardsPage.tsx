import { KeyOutlined } from "@ant-design/icons";
import { paymentCardEntity } from "@sen/core";
import { Button, Flex, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/platform/api";
import { EntityListPage } from "@/platform/entity/EntityListPage";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import type { Page } from "@/platform/table";
import { useFeedback } from "@/platform/useFeedback";
import { cardCode } from "./cardDraft";
import { cardsApi } from "./cardsApi";

const PIN = /^\d{4,6}$/;

/** 'Mã PIN thẻ': sets, changes or removes a card's PIN (write-only: the server answers only that the card has one). */
function CardPinButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState("");
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setOpen(false);
    setCard("");
    setPin("");
    setError(undefined);
  };

  async function save(remove: boolean) {
    const ma_the = cardCode(card);
    if (!remove && !PIN.test(pin)) return setError(t("paymentCards.pin.invalid"));
    setBusy(true);
    try {
      const page = await api.get<Page<{ id: string; ma_the: string }>>("sales/payment-cards", { query: { ma_the } });
      const found = page.items.find((r) => r.ma_the === ma_the);
      if (!found) return setError(t("paymentCards.pin.unknown", { ma_the }));
      await cardsApi.setPin(found.id, remove ? null : pin);
      feedback.success(t(remove ? "paymentCards.pin.removed" : "paymentCards.pin.saved", { ma_the }));
      close();
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)} data-testid="card-pin-button">
        {t("paymentCards.pin.button")}
      </Button>
      <Modal
        open={open}
        title={t("paymentCards.pin.title")}
        onCancel={close}
        footer={
          <Flex gap={8} justify="end">
            <Button danger disabled={!card || busy} onClick={() => save(true)}>
              {t("paymentCards.pin.remove")}
            </Button>
            <Button type="primary" loading={busy} disabled={!card} onClick={() => save(false)}>
              {t("paymentCards.pin.save")}
            </Button>
          </Flex>
        }
      >
        <Form layout="vertical">
          <Form.Item label={t("paymentCards.card")}>
            <Input
              value={card}
              onChange={(e) => setCard(e.target.value.toUpperCase())}
              placeholder={t("paymentCards.cardHint")}
              data-testid="card-pin-card"
            />
          </Form.Item>
          <Form.Item label={t("paymentCards.pin.pin")} validateStatus={error ? "error" : undefined} help={error}>
            <Input.Password
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, "").slice(0, 6))}
              inputMode="numeric"
              autoComplete="new-password"
              data-testid="card-pin-value"
            />
          </Form.Item>
        </Form>
        <Typography.Text type="secondary">{t("paymentCards.pin.hint")}</Typography.Text>
      </Modal>
    </>
  );
}

/** /sales/payment-cards: the cards' generic list, with 'Mã PIN thẻ' for whoever may edit cards. */
export function PaymentCardsPage() {
  const rights = useEntityRights(paymentCardEntity);
  return (
    <EntityListPage
      definition={paymentCardEntity}
      tools={rights.edit ? (refresh) => <CardPinButton onDone={refresh} /> : undefined}
    />
  );
}
