import { type Fixed, formatDate, formatNumber, fromFixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";

/** What a movement of a card is, as its history shows it. */
export const CARD_MOVE = {
  topUp: "NAP",
  bonus: "KM",
  payment: "TT",
  refund: "HOAN",
  lock: "KHOA",
  unlock: "MO",
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
}

const money = (value: Fixed) => formatNumber(Number(fromFixed(value, MONEY)));

/**
 * The cards named; locked (`lock`, at posting) in card order, so two documents never wait on each other crosswise.
 */
export async function cardsOf(db: TenantDb, codes: readonly string[], lock = false): Promise<Map<string, LockedCard>> {
  const { rows } = await db.$client.query<LockedCard>(
    prepared(
      `SELECT ma_the, ma_kh, so_du::text, khoa, status, ngay_het_han::text FROM payment_cards
       WHERE ma_the = ANY($1) ORDER BY ma_the${lock ? " FOR UPDATE" : ""}`,
      [[...new Set(codes)].sort()],
    ),
  );
  return new Map(rows.map((r) => [r.ma_the, r]));
}

/** Why a card may not be used (paid with, topped up) on `ngay_ct`: unknown, out of use, locked or expired. */
export function unusableCard(card: LockedCard | undefined, ma_the: string, ngay_ct: string) {
  if (!card) return bilingual(`Thẻ ${ma_the} không tồn tại`, `Card ${ma_the} does not exist`);
  if (!card.status) return bilingual(`Thẻ ${ma_the} đã ngừng sử dụng`, `Card ${ma_the} is out of use`);
  if (card.khoa) return bilingual(`Thẻ ${ma_the} đang bị khóa`, `Card ${ma_the} is locked`);
  if (card.ngay_het_han && card.ngay_het_han < ngay_ct) {
    const day = formatDate(card.ngay_het_han);
    return bilingual(`Thẻ ${ma_the} đã hết hạn ngày ${day}`, `Card ${ma_the} expired on ${day}`);
  }
  return undefined;
}

/**
 * Why a card cannot give `draw` from `balance` on `ngay_ct`; undefined when it can. Money back onto a card (a
 * refund, an undone payment) is never refused for the card's lock or date.
 */
function refusalOf(card: LockedCard | undefined, ma_the: string, draw: Fixed, balance: Fixed, ngay_ct: string) {
  if (draw <= 0n) return card ? undefined : unusableCard(card, ma_the, ngay_ct);
  const unusable = unusableCard(card, ma_the, ngay_ct);
  if (unusable) return unusable;
  if (balance < draw) {
    return bilingual(
      `Số dư thẻ ${ma_the} không đủ: còn ${money(balance)} ₫, cần ${money(draw)} ₫`,
      `Card ${ma_the} has too little: ${money(balance)} ₫ left, ${money(draw)} ₫ needed`,
    );
  }
  return undefined;
}

/**
 * Each movement against the balance the ones before it left on its card; 422 naming the field of each refused.
 * Gives each card's balance after them.
 */
export function balancesAfter(cards: Map<string, LockedCard>, moves: readonly CardMovement[], ngay_ct: string) {
  const balances = new Map([...cards.values()].map((c) => [c.ma_the, toFixed(c.so_du, MONEY)]));
  const errors: Record<string, string> = {};
  for (const move of moves) {
    const balance = balances.get(move.ma_the) ?? 0n;
    const refused = refusalOf(cards.get(move.ma_the), move.ma_the, -move.tien, balance, ngay_ct);
    if (refused) errors[move.field] = refused;
    else balances.set(move.ma_the, balance + move.tien);
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return balances;
}

/**
 * Moves cards by a document, in its transaction, under the cards' row locks: each movement is checked against the
 * balance the ones before it left (422 naming its field), then the ledger is written and each card's cached
 * balance moved by the same sum, so the balance is always the sum of the ledger and never below zero.
 */
export async function moveCards(db: TenantDb, doc: JournalDocument, moves: readonly CardMovement[]): Promise<void> {
  if (moves.length === 0) return;
  const cards = await cardsOf(
    db,
    moves.map((m) => m.ma_the),
    true,
  );
  const balances = balancesAfter(cards, moves, doc.ngay_ct);
  const dien_giai = String(doc.dien_giai ?? "");
  await db.$client.query(
    prepared(
      `INSERT INTO payment_card_ledger (ma_the, ngay_ct, ma_dvcs, stt_rec, ma_ct, so_ct, loai, tien, dien_giai)
       SELECT u.ma_the, $1, $2, $3, $4, $5, u.loai, u.tien, $6
       FROM unnest($7::text[], $8::text[], $9::numeric[]) AS u(ma_the, loai, tien)`,
      [
        doc.ngay_ct,
        doc.ma_dvcs,
        doc.stt_rec,
        doc.ma_ct,
        doc.so_ct,
        dien_giai,
        moves.map((m) => m.ma_the),
        moves.map((m) => m.loai),
        moves.map((m) => fromFixed(m.tien, MONEY)),
      ],
    ),
  );
  const changed = [...balances.entries()];
  await db.$client.query(
    prepared(
      `UPDATE payment_cards c SET so_du = u.so_du, updated_at = now()
       FROM unnest($1::text[], $2::numeric[]) AS u(ma_the, so_du) WHERE c.ma_the = u.ma_the`,
      [changed.map(([ma_the]) => ma_the), changed.map(([, so_du]) => fromFixed(so_du, MONEY))],
    ),
  );
}

/** The reverse of a document's movements (its cancel): each card given back what the document took, and back. */
export async function reverseCards(db: TenantDb, doc: JournalDocument): Promise<void> {
  const { rows } = await db.$client.query<{ ma_the: string; loai: CardMove; tien: string }>(
    prepared(`SELECT ma_the, loai, tien::text FROM payment_card_ledger WHERE stt_rec = $1 AND tien <> 0 ORDER BY id`, [
      doc.stt_rec,
    ]),
  );
  const back = rows.map((r, i) => ({
    ma_the: r.ma_the,
    tien: -toFixed(r.tien, MONEY),
    loai: UNDONE[r.loai] ?? r.loai,
    field: `status.${i}`,
  }));
  if (back.length === 0) return;
  try {
    await moveCards(db, doc, back);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    const spent = [...new Set(back.filter((b) => b.tien < 0n).map((b) => b.ma_the))].join(", ");
    throw invalidInput({
      status: bilingual(
        `Thẻ ${spent} đã dùng số tiền này: không hủy được chứng từ`,
        `Card ${spent} has spent this money: the document cannot be cancelled`,
      ),
    });
  }
}

/** What undoing a movement is: a payment comes back as a refund, a refund goes again as a payment. */
const UNDONE: Partial<Record<CardMove, CardMove>> = {
  [CARD_MOVE.payment]: CARD_MOVE.refund,
  [CARD_MOVE.refund]: CARD_MOVE.payment,
};
