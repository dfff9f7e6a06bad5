import { formatNumber } from "@sen/core";
import type { CardMoveKind } from "./cardsApi";

/*
 * How a card and its movements read, wherever they are shown (the staff's screens and the client area alike).
 */

/** Each movement kind's name (a key of `paymentCards.moves`) and tag colour. */
export const CARD_MOVES: Readonly<Record<CardMoveKind, { name: string; color: string }>> = {
  NAP: { name: "topUp", color: "green" },
  KM: { name: "bonus", color: "cyan" },
  TT: { name: "payment", color: "blue" },
  HOAN: { name: "refund", color: "purple" },
  KHOA: { name: "lock", color: "red" },
  MO: { name: "unlock", color: "gold" },
  HAN: { name: "period", color: "geekblue" },
};

/** The translation key naming a movement kind; an unknown kind keeps its code. */
export const moveName = (loai: string) =>
  loai in CARD_MOVES ? `paymentCards.moves.${CARD_MOVES[loai as CardMoveKind].name}` : loai;

/** A movement's amount as the history shows it: signed, "+1,000,000" or "−165,000"; a lock moves nothing (""). */
export function signedAmount(tien: number): string {
  if (!tien) return "";
  return `${tien > 0 ? "+" : "−"}${formatNumber(Math.abs(tien))}`;
}

/** Where a card stands: usable, locked, past its expiry, or out of use. */
export type CardState = "active" | "locked" | "expired" | "inactive";

export function cardState(
  card: { khoa: boolean; ngay_het_han?: string | null; status?: boolean },
  /** YYYY-MM-DD */
  today: string,
): CardState {
  if (card.status === false) return "inactive";
  if (card.khoa) return "locked";
  if (card.ngay_het_han && card.ngay_het_han < today) return "expired";
  return "active";
}
