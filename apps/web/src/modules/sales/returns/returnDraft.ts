import { DOCUMENT_STATUS, PAYMENT_KIND } from "@sen/core";
import { cardCode } from "../cards/cardDraft";
import { takenDetails, takenErrors } from "../takenDraft";
import type { PaymentTypeOption, ReturnableLine } from "./returnsApi";

/** A bill's line as the return form holds it: which line, and how much of it comes back (0 or empty: none). */
export interface ReturnRow {
  line_hd: number;
  ma_vt: string;
  so_luong: number | null;
}

/** The refund choice that pays nothing back: the customer's account (131) is credited with the whole return. */
export const CREDIT = "131";

/** The payment kinds a refund goes through: cash, a transfer, a bank card, a prepaid card (the money back onto it). */
const REFUNDED_BY: readonly string[] = [
  PAYMENT_KIND.cash,
  PAYMENT_KIND.transfer,
  PAYMENT_KIND.bank_card,
  PAYMENT_KIND.payment_card,
];

/** The refund choices: the payment types of those kinds, and crediting the account when the bill has a customer. */
export function refundChoices(types: readonly PaymentTypeOption[], credit?: string) {
  const paid = types
    .filter((p) => REFUNDED_BY.includes(p.loai_tt))
    .map((p) => ({ value: p.ma_httt, label: p.ten_httt }));
  return credit ? [...paid, { value: CREDIT, label: credit }] : paid;
}

/** The form's rows of a bill's lines: none coming back, or (`all`) all that is left of each. */
export const returnRows = (lines: readonly ReturnableLine[], all = false): ReturnRow[] =>
  lines.map((l) => ({ line_hd: l.line, ma_vt: l.ma_vt, so_luong: all ? l.left : 0 }));

export interface ReturnDraft {
  stt_rec_hd: string;
  /** YYYY-MM-DD */
  ngay_ct: string;
  dien_giai?: string;
  rows: readonly ReturnRow[];
  /** A payment type's code, or CREDIT. */
  refund: string;
  /** The prepaid card a refund of that type goes back onto. */
  ma_the?: string;
  /** What the return comes to (the server's quote), paid back in full through `refund`; none for a quote. */
  due?: number;
}

/**
 * The body of the quote and of the post: the lines with a quantity (each naming its bill line), the refund of the
 * whole return unless the account is credited; posted (the server makes it wait for approval when the user may not
 * approve). `rows` gives the form row of each line sent, for the server's `details.N.*`.
 */
export function returnBody(draft: ReturnDraft) {
  const { details, sent: rows } = takenDetails(draft.rows, ({ line_hd, ma_vt, so_luong }) => ({
    line_hd,
    ma_vt,
    so_luong,
  }));
  const card = cardCode(draft.ma_the);
  const payments =
    draft.refund !== CREDIT && draft.due
      ? [{ ma_httt: draft.refund, tien: draft.due, ...(card ? { ma_the: card } : {}) }]
      : [];
  const body = {
    ngay_ct: draft.ngay_ct,
    stt_rec_hd: draft.stt_rec_hd,
    dien_giai: draft.dien_giai?.trim() ?? "",
    status: DOCUMENT_STATUS.posted,
    details,
    payments,
  };
  return { body, rows };
}

/**
 * A refusal's messages where the form shows them: what keeps the bill from being returned (`stt_rec_hd`) above the
 * form; a line's (`details.N.*`, N counting the lines sent) on its row's quantity; the refund's on its type; the
 * date's and the reason's on their inputs; the rest for a toast.
 */
export function returnErrors(errors: Record<string, string> | undefined, sent: readonly number[], rows: number) {
  // The card a refund goes onto has its own input.
  const named = Object.fromEntries(
    Object.entries(errors ?? {}).map(([key, message]) => [
      /^payments\.\d+\.ma_the$/.test(key) ? "ma_the" : key,
      message,
    ]),
  );
  const { source: bill, ...placed } = takenErrors(named, sent, rows, {
    source: "stt_rec_hd",
    payments: "ma_httt",
    header: ["ngay_ct", "dien_giai", "ma_the"],
  });
  return { bill, ...placed };
}
