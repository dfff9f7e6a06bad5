import { formatDate, formatNumber } from "@sen/core";
import { Alert, AutoComplete, Descriptions, Flex, Typography } from "antd";
import { type CSSProperties, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useTypedFilter } from "@/platform/table";
import { CardStateTag } from "./CardTags";
import { cardCode } from "./cardDraft";
import { type ShownCard, useCardEntries } from "./useCard";

/** How many cards the picker offers at once: enough to choose from while typing. */
const OFFERED = 20;

interface CardPickerProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  allowClear?: boolean;
  "data-testid"?: string;
}

/**
 * A card number, typed or scanned (kept upper case), with the cards in use whose number or owner matches offered as
 * it is typed, each with its owner and balance.
 */
export function CardPicker({ value, onChange, placeholder, ...props }: CardPickerProps) {
  const { t } = useTranslation();
  const typed = cardCode(value);
  const { data: cards = [] } = useCardEntries();
  const options = useMemo(
    () =>
      cards
        .filter((c) => !typed || c.ma_the.includes(typed) || c.ma_kh.toUpperCase().includes(typed))
        .slice(0, OFFERED)
        .map((c) => ({
          value: c.ma_the,
          label: (
            <Flex justify="space-between" gap={12}>
              <span>{[c.ma_the, c.ma_kh].join(" · ")}</span>
              <Typography.Text type={c.khoa ? "danger" : "secondary"}>
                {c.khoa ? t("paymentCards.locked") : formatNumber(c.so_du)}
              </Typography.Text>
            </Flex>
          ),
        })),
    [cards, typed, t],
  );
  return (
    <AutoComplete
      id={props.id}
      value={value}
      options={options}
      onChange={(next: string) => onChange?.(cardCode(next))}
      placeholder={placeholder ?? t("paymentCards.cardHint")}
      allowClear={props.allowClear}
      style={props.style ?? { width: "100%" }}
      popupMatchSelectWidth={false}
      aria-label={t("paymentCards.card")}
      data-testid={props["data-testid"]}
    />
  );
}

/**
 * A list's card filter: the number typed (or picked) narrows the list once the typing settles; cleared, the filter
 * goes.
 */
export function CardFilter({ value, onChange }: { value?: string; onChange: (value?: string) => void }) {
  const [typed, setTyped] = useTypedFilter(value, onChange);
  return <CardPicker value={typed} onChange={setTyped} allowClear style={{ width: 200 }} data-testid="filter-card" />;
}

export const ownerOf = (card: Pick<ShownCard, "ma_kh" | "ten_kh">) =>
  [card.ma_kh, card.ten_kh].filter(Boolean).join(" · ");

/**
 * What the screens show of a card: its owner, balance, state and expiry (the last two where known); that it is not
 * found, once asked.
 */
export function CardSummary({
  code,
  card,
  unknown,
  column = { xs: 1, sm: 2, lg: 4 },
}: {
  code: string;
  card?: ShownCard;
  unknown: boolean;
  column?: { xs: number; sm: number; lg: number } | number;
}) {
  const { t } = useTranslation();
  if (unknown) {
    return (
      <Alert type="warning" showIcon title={t("paymentCards.unknown", { ma_the: code })} data-testid="card-unknown" />
    );
  }
  if (!card) return null;
  return (
    <Descriptions size="small" column={column} data-testid="card-summary">
      <Descriptions.Item label={t("paymentCards.customer")}>
        <span data-testid="card-owner">{ownerOf(card)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t("paymentCards.balance")}>
        <strong data-testid="card-balance">{formatNumber(card.so_du)} ₫</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t("paymentCards.state")}>
        <CardStateTag card={card} />
      </Descriptions.Item>
      {card.ngay_het_han !== undefined && (
        <Descriptions.Item label={t("paymentCards.expiry")}>
          {card.ngay_het_han ? formatDate(card.ngay_het_han) : t("paymentCards.noExpiry")}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
