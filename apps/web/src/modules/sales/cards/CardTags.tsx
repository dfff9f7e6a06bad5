import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { CARD_MOVES, type CardState, cardState, moveName } from "./cardMoves";
import type { CardMoveKind } from "./cardsApi";

const STATE_COLORS: Readonly<Record<CardState, string>> = {
  active: "green",
  locked: "red",
  expired: "orange",
  inactive: "default",
};

/** A movement's kind in the user's words, as a coloured tag ('Nạp tiền', 'Thanh toán', 'Khóa thẻ'…). */
export function MoveTag({ loai }: { loai: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={CARD_MOVES[loai as CardMoveKind]?.color} data-testid="card-move">
      {t(moveName(loai))}
    </Tag>
  );
}

/** A card's state as a coloured tag: 'Đang dùng', 'Đang khóa', 'Hết hạn'. */
export function CardStateTag({ card }: { card: { khoa: boolean; ngay_het_han?: string | null; status?: boolean } }) {
  const { t } = useTranslation();
  const state = cardState(card, dayjs().format("YYYY-MM-DD"));
  return (
    <Tag color={STATE_COLORS[state]} data-testid="card-state">
      {t(`paymentCards.states.${state}`)}
    </Tag>
  );
}
