import type { Fixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import {
  expiredOn,
  holdersOf,
  moveValue,
  reverseValue,
  unknownCard,
  type ValueBook,
} from "../stored-value/value-ledger.js";

/** What a movement of a card is, as its history shows it. */
export const CARD_MOVE = {
  topUp: "NAP",
  bonus: "KM",
  payment: "TT",
  refund: "HOAN",
  lock: "KHOA",
  unlock: "MO",
  /** A new end of the card's period of validity (no money). */
  period: "HAN",
} as const;
export type CardMove = (typeof CARD_MOVE)[keyof typeof CARD_MOVE];

/** One movement of a card's balance by a document: signed hundredths; `field` names what to blame in a refusal. */
export interface CardMovement {
  ma_the: string;
  tien: Fixed;
  loai: CardMove;
  field: string;
}

/** A card as a movement finds it, locked. */
export interface LockedCard {
  ma_the: string;
  ma_kh: string;
  so_du: string;
  khoa: boolean;
  status: boolean;
  ngay_het_han: string | null;
  [column: string]: unknown;
}

/** Why a card may not be used (paid with, topped up) on `ngay_ct`: unknown, out of use, locked or expired. */
export function unusableCard(card: LockedCard | undefined, ma_the: string, ngay_ct: string) {
  if (!card) return unknownCard(ma_the);
  if (!card.status) return bilingual(`Thẻ ${ma_the} đã ngừng sử dụng`, `Card ${ma_the} is out of use`);
  if (card.khoa) return bilingual(`Thẻ ${ma_the} đang bị khóa`, `Card ${ma_the} is locked`);
  if (card.ngay_het_han && card.ngay_het_han < ngay_ct) return expiredOn(ma_the, card.ngay_het_han);
  return undefined;
}

/** What undoing a movement is: a payment comes back as a refund, a refund goes again as a payment. */
const UNDONE: Partial<Record<string, CardMove>> = {
  [CARD_MOVE.payment]: CARD_MOVE.refund,
  [CARD_MOVE.refund]: CARD_MOVE.payment,
};

/** Prepaid cards and their ledger, as the stored-value ledger moves them. */
export const paymentCardBook: ValueBook<LockedCard> = {
  table: "payment_cards",
  key: "ma_the",
  ledger: "payment_card_ledger",
  columns: "ma_kh, khoa, status, ngay_het_han::text, ngay_phat_hanh::text",
  unusable: unusableCard,
  undo: (loai) => UNDONE[loai] ?? loai,
};

/**
 * The cards named; locked (`lock`, at posting) in card order, so two documents never wait on each other crosswise.
 */
export const cardsOf = (db: TenantDb, codes: readonly string[], lock = false) =>
  holdersOf(db, paymentCardBook, codes, lock);

/**
 * Moves cards by a document, in its transaction, under the cards' row locks: each movement is checked against the
 * balance the ones before it left (422 naming its field), then the ledger is written and each card's cached
 * balance moved by the same sum, so the balance is always the sum of the ledger and never below zero.
 */
export const moveCards = (db: TenantDb, doc: JournalDocument, moves: readonly CardMovement[]) =>
  moveValue(
    db,
    paymentCardBook,
    doc,
    moves.map(({ ma_the, ...m }) => ({ ...m, code: ma_the })),
  );

/** The reverse of a document's movements (its cancel): each card given back what the document took, and back. */
export const reverseCards = (db: TenantDb, doc: JournalDocument) => reverseValue(db, paymentCardBook, doc);
