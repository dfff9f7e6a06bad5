import { DOCUMENT_STATUS, PAYMENT_TYPE } from "@sen/core";
import { type CartPayment, paymentRowErrors, sentPayments } from "../cashier/cart";
import type { CardMovement } from "./cardsApi";

/** A card number as the server keeps it: trimmed, upper case ("the001 " → "THE001"). */
export const cardCode = (text: string | null | undefined) => (text ?? "").trim().toUpperCase();

/**
 * The balance a top-up left on its card: that of its last movement onto the card (its bonus, else its money), read
 * in the card's history of its day; undefined when the history does not hold it.
 */
export function balanceAfter(movements: readonly CardMovement[], stt_rec: string): number | undefined {
  const own = movements.filter((m) => m.stt_rec === stt_rec && m.tien > 0);
  if (own.length === 0) return undefined;
  return own.reduce((last, m) => (m.id > last.id ? m : last)).so_du;
}

/** What the top-up form holds. */
export interface TopUpDraft {
  /** YYYY-MM-DD */
  ngay_ct: string;
  ma_dvcs?: string;
  ma_the: string;
  tien: number | null;
  dien_giai?: string;
  payments: readonly CartPayment[];
}

/** The top-up as sent (posted): no lines, the server makes the card's; the payments cover `tien`. */
export function topUpBody(draft: TopUpDraft) {
  const tien = Number(draft.tien ?? 0);
  return {
    ngay_ct: draft.ngay_ct,
    ...(draft.ma_dvcs ? { ma_dvcs: draft.ma_dvcs } : {}),
    ma_the: cardCode(draft.ma_the),
    tien,
    ...(draft.dien_giai?.trim() ? { dien_giai: draft.dien_giai.trim() } : {}),
    status: DOCUMENT_STATUS.posted,
    payments: sentPayments(draft.payments, tien).map((p) => p.payment),
  };
}

/**
 * What the form asks the server to price, as soon as a card and an amount are there: paid in cash, so that the
 * answer says the owner, the policy and its bonus (or why the card cannot be topped up) whatever is typed below.
 */
export function topUpQuoteBody(draft: Omit<TopUpDraft, "payments">) {
  const ma_the = cardCode(draft.ma_the);
  const tien = Number(draft.tien ?? 0);
  if (!ma_the || !(tien > 0)) return undefined;
  return topUpBody({ ...draft, ma_the, payments: [{ id: 0, ma_httt: PAYMENT_TYPE.cash, tien }] });
}

/** The top-up's figures: what goes onto the card, the balance it leaves, and the change of what was given. */
export function topUpFigures(input: { tien: number | null; tien_km?: number | string | null; so_du?: number }) {
  const tien = Number(input.tien ?? 0);
  const bonus = Number(input.tien_km ?? 0);
  const onto = tien + bonus;
  return { tien, bonus, onto, after: input.so_du === undefined ? undefined : input.so_du + onto };
}

/** What the payments come to, and the change (cash given above the amount). */
export function givenOf(payments: readonly CartPayment[], due: number) {
  const given = sentPayments(payments, due).reduce((sum, p) => sum + p.payment.tien, 0);
  return { given, change: Math.max(0, given - due), short: Math.max(0, due - given) };
}

/**
 * A refusal of a top-up where the form shows it: the card's and the amount's on their inputs, a payment's on its row,
 * the rest (the payments as a whole, the date, the branch) above the form.
 */
export function topUpErrors(errors: Record<string, string> | undefined, payments: readonly CartPayment[], due: number) {
  const fields: { name: string; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (key === "ma_the" || key === "tien" || key === "ngay_ct" || key === "dien_giai") {
      fields.push({ name: key, errors: [message] });
    } else if (!/^payments\.\d+/.test(key)) rest.push(message);
  }
  return { fields, rows: paymentRowErrors(errors, payments, due), rest };
}
