import { type Fixed, PAYMENT_KIND, toFixed } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import type { StoredPayment } from "../bills/bill-payments.js";
import { CARD_MOVE, type CardMovement, type LockedCard, refusalOf } from "./card-ledger.js";

/*
 * A sales document paid (or paid back) by prepaid card (`TTT` with `ma_the`): its card payments move the cards
 * when it posts, and move them back when it is cancelled.
 */

/**
 * The card movements of a document's card payments: `sign` −1 takes the money off the cards (a bill, an order's
 * deposit), +1 puts it back (a return's refund).
 */
export function cardMovesOf(header: DocumentRow, sign: -1n | 1n): CardMovement[] {
  const payments = (header.payments ?? []) as StoredPayment[];
  return payments.flatMap((p, i) =>
    p.loai_tt === PAYMENT_KIND.payment_card && p.ma_the
      ? [
          {
            ma_the: p.ma_the,
            tien: sign * toFixed(String(p.tien), MONEY),
            loai: sign < 0n ? CARD_MOVE.payment : CARD_MOVE.refund,
            field: `payments.${i}.ma_the`,
          },
        ]
      : [],
  );
}

/**
 * Before a document is saved, what its card payments draw is checked against the cards as they are (unlocked:
 * the posting checks again under the lock), so the cashier hears at once of a locked card or a short balance.
 */
export async function checkCardDraws(db: TenantDb, header: DocumentRow) {
  const draws = cardMovesOf(header, -1n);
  if (draws.length === 0) return;
  const { rows } = await db.$client.query<LockedCard>(
    prepared(
      "SELECT ma_the, ma_kh, so_du::text, khoa, status, ngay_het_han::text FROM payment_cards WHERE ma_the = ANY($1)",
      [draws.map((d) => d.ma_the)],
    ),
  );
  const cards = new Map(rows.map((r) => [r.ma_the, r]));
  const left = new Map<string, Fixed>(rows.map((r) => [r.ma_the, toFixed(r.so_du, MONEY)]));
  const errors: Record<string, string> = {};
  for (const draw of draws) {
    const balance = left.get(draw.ma_the) ?? 0n;
    const refused = refusalOf(cards.get(draw.ma_the), draw.ma_the, -draw.tien, balance, String(header.ngay_ct));
    if (refused) errors[draw.field] = refused;
    else left.set(draw.ma_the, balance + draw.tien);
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
