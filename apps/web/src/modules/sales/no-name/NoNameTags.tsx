import { formatNumber } from "@sen/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const STATE_COLORS: Readonly<Record<string, string>> = { kho: "default", chuyen: "orange", ban: "green", huy: "red" };

const MOVE_COLORS: Readonly<Record<string, string>> = {
  PH: "default",
  BAN: "green",
  NAP: "cyan",
  CHUYEN: "orange",
  NHAN: "gold",
  CHUYEN_DI: "magenta",
  CHUYEN_DEN: "geekblue",
  TT: "blue",
  HOAN: "purple",
  HUY: "red",
};

/** A card's state as a coloured tag: 'Trong kho', 'Đang chuyển', 'Đã bán', 'Đã hủy'. */
export function StateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} data-testid="no-name-state">
      {t(`noName.states.${state}`, { defaultValue: state })}
    </Tag>
  );
}

/** A movement's kind in the user's words, as a coloured tag ('Bán thẻ', 'Thanh toán'…). */
export function MoveTag({ loai }: { loai: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={MOVE_COLORS[loai]} data-testid="no-name-move">
      {t(`noName.moves.${loai}`, { defaultValue: loai })}
    </Tag>
  );
}

/** A serial opening the card's lookup. */
export function SerialLink({ so_seri }: { so_seri?: string | null }) {
  return so_seri ? (
    <Link to={`/sales/no-name-lookup?so_seri=${encodeURIComponent(so_seri)}`} data-testid="no-name-serial">
      {so_seri}
    </Link>
  ) : null;
}

/** A movement's amount as the history shows it: signed, "+500,000" or "−165,000"; a move of the card alone: "". */
export function signedAmount(tien: number): string {
  if (!tien) return "";
  return `${tien > 0 ? "+" : "−"}${formatNumber(Math.abs(tien))}`;
}
