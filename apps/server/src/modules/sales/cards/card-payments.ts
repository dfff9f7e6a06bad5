import { PAYMENT_KIND } from "@sen/core";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { paymentMovesOf } from "../stored-value/value-payments.js";
import type { CardMove, CardMovement } from "./card-ledger.js";

/**
 * The card movements of a document's prepaid card payments (`TTT` with `ma_the`): `sign` −1 takes the money off the
 * cards (a bill, an order's deposit), +1 puts it back (a return's refund).
 */
export function cardMovesOf(header: DocumentRow, sign: -1n | 1n): CardMovement[] {
  return paymentMovesOf(header, sign, PAYMENT_KIND.payment_card).map(({ code, loai, ...m }) => ({
    ...m,
    ma_the: code,
    loai: loai as CardMove,
  }));
}
