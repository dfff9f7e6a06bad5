import type { BillAnswer, FoundItem } from "./cashierApi";

export type { FoundItem };

export interface CartLine {
  ma_vt: string;
  ten_vt: string;
  ma_dvt: string;
  so_luong: number;
  /** The price the search showed, until the server's quote says otherwise. */
  gia: number;
  /** A price the cashier typed (only where the shop allows it): sent, where otherwise the server prices the line. */
  gia_tay?: number;
  /** The item's VAT rate, for pricing the bill in the browser when the server cannot be reached. */
  thue_suat?: number;
  /** A discount on the line, an amount the cashier typed (only where the shop allows it). */
  ck?: number;
}

export interface CartPayment {
  /** Stable while the row is on screen. */
  id: number;
  ma_httt: string;
  /** Null: follows what is still due. */
  tien: number | null;
  ma_loai_the?: string;
  ma_gd?: string;
  /** The prepaid card a card payment draws on (its number, upper case). */
  ma_the?: string;
  /** The one-time code the card's owner was sent, where the shop asks for one (`sale_package_require_otp`). */
  otp?: string;
  /** The card's PIN, when the card has one (sent with the payment, never kept). */
  pin?: string;
  /** The voucher a voucher payment uses (its code, upper case). */
  ma_voucher?: string;
  /** The no-name card a no-name card payment draws on (its serial, upper case). */
  so_seri?: string;
}

export interface Cart {
  /** What a transfer for this bill says, so that the bank's statement names it ("SEN 7K2QXA"). */
  ref: string;
  lines: CartLine[];
  /** The line the keys act on. */
  selected: number;
  customer?: { ma_kh: string; ten_kh: string; phone: string | null };
  payments: CartPayment[];
  /**
   * A sale sent whose answer has not come back (the network dropped): its key and body, kept so that sending it again
   * is the same sale, posted once; the bill cannot change until the server has answered.
   */
  pending?: { key: string; body: string };
  /** The bill the server posted, for its receipt (or the browser's receipt of a sale kept to be sent: `queued`). */
  sold?: BillAnswer;
  /** The key of the sale kept in the outbox until the server confirms it; its bill then replaces `sold`. */
  queued?: string;
}

// Ids of rows restored after a reload were made before it: new ones start past them.
let payments = Date.now();
/** A new payment row of a type, following what is still due. */
export const newPayment = (ma_httt: string): CartPayment => ({ id: ++payments, ma_httt, tien: null });

/** A transfer's reference for a new sale ("SEN 7K2QXA"). */
export const newReference = () => `SEN ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

export const emptyCart = (): Cart => ({ ref: newReference(), lines: [], selected: -1, payments: [newPayment("TM")] });

/** Adds one of the item: a line already holding it gets one more and is selected. */
export function addItem(cart: Cart, item: FoundItem): Cart {
  const at = cart.lines.findIndex((l) => l.ma_vt === item.ma_vt && l.ma_dvt === item.ma_dvt);
  if (at >= 0) return changeQuantity({ ...cart, selected: at }, at, 1);
  const { ma_vt, ten_vt, ma_dvt, gia, thue_suat } = item;
  const line = { ma_vt, ten_vt, ma_dvt, so_luong: 1, gia, thue_suat };
  return { ...cart, lines: [...cart.lines, line], selected: cart.lines.length };
}

/** Quantity by `step`, never below 1 (removing is Del's). */
export function changeQuantity(cart: Cart, index: number, step: number): Cart {
  const lines = cart.lines.map((l, i) => (i === index ? { ...l, so_luong: Math.max(1, l.so_luong + step) } : l));
  return { ...cart, lines };
}

export function setQuantity(cart: Cart, index: number, so_luong: number): Cart {
  if (!(so_luong > 0)) return cart;
  return { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, so_luong } : l)) };
}

/** Types the line's price; undefined goes back to the price in force. */
export function setPrice(cart: Cart, index: number, gia_tay: number | undefined): Cart {
  return { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, gia_tay } : l)) };
}

/** Types the line's discount (an amount); nothing or 0 takes it off. */
export function setDiscount(cart: Cart, index: number, ck: number | undefined): Cart {
  const value = ck && ck > 0 ? ck : undefined;
  return { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, ck: value } : l)) };
}

export function removeLine(cart: Cart, index: number): Cart {
  const lines = cart.lines.filter((_, i) => i !== index);
  return { ...cart, lines, selected: Math.min(cart.selected, lines.length - 1) };
}

/** A payment's type as a receipt names it, with the card or voucher it drew on ("Thẻ trả trước THE001"). */
export const paymentName = (p: {
  ten_httt: string;
  ma_the?: string | null;
  ma_voucher?: string | null;
  so_seri?: string | null;
}) => {
  const drawn = p.ma_the || p.ma_voucher || p.so_seri;
  return drawn ? `${p.ten_httt} ${drawn}` : p.ten_httt;
};

/** A payment as sent: its type and amount, and what the type asks for. */
export interface SentPayment {
  ma_httt: string;
  tien: number;
  ma_loai_the?: string;
  ma_gd?: string;
  ma_the?: string;
  otp?: string;
  pin?: string;
  ma_voucher?: string;
  so_seri?: string;
}

/**
 * The payments as sent, each with the row it comes from (the server's `payments.N` counts the sent ones): a payment
 * left to follow the amount takes what the others leave of `due` (nothing when they cover it), so a single cash
 * payment is exact until the cashier types what the customer gave.
 */
export function sentPayments(rows: readonly CartPayment[], due: number): { row: number; payment: SentPayment }[] {
  const typed = rows.reduce((sum, p) => sum + (p.tien ?? 0), 0);
  let left = Math.max(0, due - typed);
  return rows.flatMap((p, row) => {
    const tien = p.tien ?? left;
    if (p.tien === null) left = 0;
    if (!(tien > 0)) return [];
    const payment = {
      ma_httt: p.ma_httt,
      tien,
      ma_loai_the: p.ma_loai_the || undefined,
      ma_gd: p.ma_gd || undefined,
      ...(p.ma_the ? { ma_the: p.ma_the } : {}),
      ...(p.ma_the && p.otp ? { otp: p.otp } : {}),
      ...(p.ma_the && p.pin ? { pin: p.pin } : {}),
      ...(p.ma_voucher ? { ma_voucher: p.ma_voucher } : {}),
      ...(p.so_seri ? { so_seri: p.so_seri } : {}),
    };
    return [{ row, payment }];
  });
}

/** The payments as sent (see `sentPayments`). */
export const paymentsFor = (cart: Pick<Cart, "payments">, due: number): SentPayment[] =>
  sentPayments(cart.payments, due).map((p) => p.payment);

/**
 * A refusal's payment messages (`payments.N.*`, N counting the payments sent) on the rows they came from; a message
 * about the payments as a whole (`payments`) is left to the caller.
 */
export function paymentRowErrors(
  errors: Record<string, string> | undefined,
  rows: readonly CartPayment[],
  due: number,
): Record<number, string> {
  const sent = sentPayments(rows, due);
  const placed: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const at = /^payments\.(\d+)(\.|$)/.exec(key);
    const row = at ? sent[Number(at[1])]?.row : undefined;
    if (row !== undefined) placed[row] = placed[row] ? `${placed[row]} ${message}` : message;
  }
  return placed;
}

/** The bill as the server takes it (the quote and the sale). */
export function billBody(cart: Cart, ma_kho: string, ngay_ct: string, due: number) {
  return {
    ngay_ct,
    ma_kho,
    ma_kh: cart.customer?.ma_kh ?? null,
    details: cart.lines.map(({ ma_vt, ma_dvt, so_luong, gia_tay, ck }) => ({
      ma_vt,
      ma_dvt,
      so_luong,
      ...(gia_tay === undefined ? {} : { gia: gia_tay }),
      ...(ck ? { ck } : {}),
    })),
    payments: paymentsFor(cart, due),
  };
}
