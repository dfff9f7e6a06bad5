import { NO_NAME_MOVE, PAYMENT_KIND, type PaymentKind, toFixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import type { StoredPayment } from "../bills/bill-payments.js";
import { CARD_MOVE, paymentCardBook } from "../cards/card-ledger.js";
import { type NoNameCard, noNameBook, unsoldNoName } from "../no-name/no-name-ledger.js";
import {
  balancesAfter,
  type Holder,
  holdersOf,
  moveLocked,
  reverseValue,
  type ValueBook,
  type ValueMove,
} from "./value-ledger.js";

/*
 * A sales document paid (or paid back) with stored value: a prepaid card (`TTT` with `ma_the`) or a no-name card
 * (`TVD` with `so_seri`). Its payments move the holders when it posts and move them back when it is cancelled.
 */

interface Drawn {
  kind: PaymentKind;
  /** The payment's field naming the holder. */
  field: "ma_the" | "so_seri";
  book: ValueBook;
  draw: string;
  refund: string;
  /** Why money may not be paid back onto a holder (a card still in stock holds none of a customer's). */
  refundRefused?: (holder: Holder | undefined, code: string) => string | undefined;
}

const DRAWN: readonly Drawn[] = [
  {
    kind: PAYMENT_KIND.payment_card,
    field: "ma_the",
    book: paymentCardBook as ValueBook,
    draw: CARD_MOVE.payment,
    refund: CARD_MOVE.refund,
  },
  {
    kind: PAYMENT_KIND.no_name_card,
    field: "so_seri",
    book: noNameBook as ValueBook,
    draw: NO_NAME_MOVE.TT,
    refund: NO_NAME_MOVE.HOAN,
    refundRefused: (card, so_seri) => unsoldNoName(card as NoNameCard | undefined, so_seri),
  },
];

/**
 * The movements of a document's payments of one kind of stored value: `sign` −1 takes the money off the holders (a
 * bill, an order's deposit), +1 puts it back (a return's refund).
 */
export function paymentMovesOf(header: DocumentRow, sign: -1n | 1n, kind: PaymentKind): ValueMove[] {
  const drawn = DRAWN.find((d) => d.kind === kind);
  if (!drawn) return [];
  const payments = (header.payments ?? []) as StoredPayment[];
  return payments.flatMap((p, i) => {
    const code = p.loai_tt === kind ? p[drawn.field] : undefined;
    return code
      ? [
          {
            code,
            tien: sign * toFixed(String(p.tien), MONEY),
            loai: sign < 0n ? drawn.draw : drawn.refund,
            field: `payments.${i}.${drawn.field}`,
          },
        ]
      : [];
  });
}

/** Each book the document's payments move, with their movements. */
function movesByBook(header: DocumentRow, sign: -1n | 1n) {
  return DRAWN.map((d) => ({ drawn: d, book: d.book, moves: paymentMovesOf(header, sign, d.kind) })).filter(
    (b) => b.moves.length > 0,
  );
}

/**
 * Before a document is saved, what its stored-value payments draw is checked against the holders as they are
 * (unlocked: the posting checks again under the lock), so the cashier hears at once of a locked card or a short
 * balance.
 */
export async function checkValueDraws(db: TenantDb, header: DocumentRow) {
  const ngay_ct = String(header.ngay_ct);
  await Promise.all(
    movesByBook(header, -1n).map(async ({ book, moves }) => {
      const holders = await holdersOf(
        db,
        book,
        moves.map((m) => m.code),
      );
      balancesAfter(book, holders, moves, ngay_ct);
    }),
  );
}

/**
 * At posting, under the holders' row locks: the payments take from (−1) or put back onto (+1) their holders, book
 * after book; a refund onto a holder its book refuses is refused on its payment.
 */
export async function movePayments(db: TenantDb, header: DocumentRow & JournalDocument, sign: -1n | 1n) {
  for (const { drawn, book, moves } of movesByBook(header, sign)) {
    const holders = await holdersOf(
      db,
      book,
      moves.map((m) => m.code),
      true,
    );
    const refused = sign > 0n && drawn.refundRefused ? refusals(moves, holders, drawn.refundRefused) : {};
    if (Object.keys(refused).length > 0) throw invalidInput(refused);
    await moveLocked(db, book, header, holders, moves);
  }
}

function refusals(
  moves: readonly ValueMove[],
  holders: Map<string, Holder>,
  refusal: NonNullable<Drawn["refundRefused"]>,
) {
  return Object.fromEntries(
    moves.flatMap((m) => {
      const why = refusal(holders.get(m.code), m.code);
      return why ? [[m.field, why]] : [];
    }),
  );
}

/** At the cancel: what the document's payments moved, moved back, in each book they name. */
export async function reversePayments(db: TenantDb, header: DocumentRow & JournalDocument) {
  const kinds = new Set(((header.payments ?? []) as StoredPayment[]).map((p) => p.loai_tt));
  for (const drawn of DRAWN) if (kinds.has(drawn.kind)) await reverseValue(db, drawn.book, header);
}
