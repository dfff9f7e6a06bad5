import { PAYMENT_KIND, toFixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import type { StoredPayment } from "../bills/bill-payments.js";
import { balancesAfter, CARD_MOVE, type CardMovement, cardsOf } from "./card-ledger.js";

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
  const cards = await cardsOf(
    db,
    draws.map((d) => d.ma_the),
  );
  balancesAfter(cards, draws, String(header.ngay_ct));
}
