import { NO_NAME_MOVE, NO_NAME_STATE, type NoNameState } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { expiredOn, holdersOf, unknownCard, type ValueBook } from "../stored-value/value-ledger.js";

/** A no-name card as a movement finds it. */
export interface NoNameCard {
  so_seri: string;
  so_du: string;
  ma_loai: string;
  menh_gia: string;
  trang_thai: NoNameState;
  ma_dvcs: string;
  ngay_het_han: string | null;
  ma_dvcs_nhan: string | null;
  stt_rec_chuyen: string | null;
  /** The issue that made it. */
  stt_rec_ph: string | null;
  [column: string]: unknown;
}

/** Why a card holds no money of a customer's: unknown, void, or not sold yet (money is refunded only onto a sold one). */
export function unsoldNoName(card: NoNameCard | undefined, so_seri: string) {
  if (!card) return unknownCard(so_seri);
  if (card.trang_thai === NO_NAME_STATE.huy) return bilingual(`Thẻ ${so_seri} đã bị hủy`, `Card ${so_seri} is void`);
  if (card.trang_thai !== NO_NAME_STATE.ban) {
    return bilingual(`Thẻ ${so_seri} chưa được bán`, `Card ${so_seri} has not been sold`);
  }
  return undefined;
}

/** Why a card may not pay, be topped up or moved on `ngay_ct`: unknown, not sold yet, void, or expired. */
export function unusableNoName(card: NoNameCard | undefined, so_seri: string, ngay_ct: string) {
  const unsold = unsoldNoName(card, so_seri);
  if (unsold || !card) return unsold;
  if (card.ngay_het_han && card.ngay_het_han < ngay_ct) return expiredOn(so_seri, card.ngay_het_han);
  return undefined;
}

/** No-name cards and their ledger; a cancel writes its movements back as HUY, a payment's as a refund. */
export const noNameBook: ValueBook<NoNameCard> = {
  table: "no_name_cards",
  key: "so_seri",
  ledger: "no_name_card_ledger",
  columns: "ma_loai, menh_gia::text, trang_thai, ma_dvcs, ngay_het_han::text, ma_dvcs_nhan, stt_rec_chuyen, stt_rec_ph",
  unusable: unusableNoName,
  undo: (loai) =>
    loai === NO_NAME_MOVE.TT ? NO_NAME_MOVE.HOAN : loai === NO_NAME_MOVE.HOAN ? NO_NAME_MOVE.TT : NO_NAME_MOVE.HUY,
};

/** The cards named, by serial; locked in serial order at posting. */
export const noNameCardsOf = (db: TenantDb, serials: readonly string[], lock = false) =>
  holdersOf(db, noNameBook, serials, lock);
