import { NO_NAME_STATE, type NoNameState } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import { recordMoves } from "../stored-value/value-ledger.js";
import { noNameBook } from "./no-name-ledger.js";

/*
 * Where no-name cards are (their state, the branch holding them, the transfer they travel on): moved by the
 * documents under the cards' row locks, each move written in the cards' history with no money (`tien` 0).
 */

/** What a move sets on each card; a key left out stays as it is. */
export interface Place {
  trang_thai: NoNameState;
  ma_dvcs?: string;
  ma_dvcs_nhan?: string | null;
  stt_rec_chuyen?: string | null;
  ngay_ban?: string | null;
  ngay_het_han?: string | null;
}

const COLUMNS = ["trang_thai", "ma_dvcs", "ma_dvcs_nhan", "stt_rec_chuyen", "ngay_ban", "ngay_het_han"] as const;

/** Sets the place of the cards named (already locked). */
export async function placeCards(db: TenantDb, serials: readonly string[], place: Place) {
  const columns = COLUMNS.filter((c) => c in place);
  const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(", ");
  await db.$client.query(
    prepared(`UPDATE no_name_cards SET ${sets}, updated_at = now() WHERE so_seri = ANY($1)`, [
      serials,
      ...columns.map((c) => place[c] ?? null),
    ]),
  );
}

/** Sells the cards (already locked) on `ngay_ban`: each usable for its type's days from then, or for ever. */
export async function sellCards(db: TenantDb, serials: readonly string[], ngay_ban: string) {
  await db.$client.query(
    prepared(
      `UPDATE no_name_cards c SET trang_thai = $3, ngay_ban = $2::date, updated_at = now(),
         ngay_het_han = CASE WHEN t.so_ngay IS NULL THEN NULL ELSE $2::date + t.so_ngay::int END
       FROM no_name_types t WHERE t.ma_loai = c.ma_loai AND c.so_seri = ANY($1)`,
      [serials, ngay_ban, NO_NAME_STATE.ban],
    ),
  );
}

/** One history line (no money) per card, of the document and the kind of move. */
export const recordPlaces = (db: TenantDb, doc: JournalDocument, serials: readonly string[], loai: string) =>
  recordMoves(
    db,
    noNameBook,
    doc,
    serials.map((code) => ({ code, loai, tien: 0n })),
  );
