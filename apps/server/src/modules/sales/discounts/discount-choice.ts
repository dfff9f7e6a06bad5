import { DISCOUNT_SOURCE, type Fixed, fromFixed, mulDiv } from "@sen/core";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { toDong } from "../promotions/promotion-choice.js";

/*
 * Which discount a line gets of the approved discount documents it reaches and the customer's membership card: the
 * one worth most (a tie going to a document before the card, then to the document numbered first); amounts at scale
 * 2, base quantities at scale 3, percents at scale 4; discounts rounded down to the đồng, never more than the line.
 */

/** A line of an approved discount document, as it applies to one item sold (`ma_vt`). */
export interface DiscountRule {
  so_ct: string;
  ma_vt: string;
  /** Percent off the line. */
  tl_ck: Fixed;
  /** Off each base unit. */
  tien_ck: Fixed;
}

/** The discount a line gets and where it came from. */
export interface LineDiscount {
  nguon_ck: typeof DISCOUNT_SOURCE.CK | typeof DISCOUNT_SOURCE.THE;
  so_ct_ck: string | null;
  tl_ck: Fixed | null;
  ck: Fixed;
}

const HUNDRED_PERCENT = 100n * 10_000n;

const percentOf = (tien: Fixed, percent: Fixed) => toDong(mulDiv(tien, percent, HUNDRED_PERCENT));

/**
 * The best discount for a line of `tien` with `so_luong_qd` base units of `ma_vt`: of the documents' lines for the
 * item, and `card`, the percent of the customer's membership card.
 */
export function bestDiscount(
  line: { ma_vt: string; tien: Fixed; so_luong_qd: Fixed },
  rules: readonly DiscountRule[],
  card: Fixed | undefined,
): LineDiscount | undefined {
  const capped = (ck: Fixed) => (ck > line.tien ? line.tien : ck);
  let found: LineDiscount | undefined;
  const consider = (c: LineDiscount) => {
    if (c.ck <= 0n) return;
    if (!found || c.ck > found.ck || (c.ck === found.ck && (c.so_ct_ck ?? "") < (found.so_ct_ck ?? ""))) found = c;
  };
  for (const r of rules) {
    if (r.ma_vt !== line.ma_vt) continue;
    const ck = r.tl_ck > 0n ? percentOf(line.tien, r.tl_ck) : toDong(mulDiv(r.tien_ck, line.so_luong_qd, 1000n));
    consider({
      nguon_ck: DISCOUNT_SOURCE.CK,
      so_ct_ck: r.so_ct,
      tl_ck: r.tl_ck > 0n ? r.tl_ck : null,
      ck: capped(ck),
    });
  }
  if (card && card > 0n) {
    const ck = capped(percentOf(line.tien, card));
    if (!found || ck > found.ck) consider({ nguon_ck: DISCOUNT_SOURCE.THE, so_ct_ck: null, tl_ck: card, ck });
  }
  return found;
}

/** What a line keeps of where its discount came from, as stored. */
export const sourceOf = (source?: LineDiscount | { nguon_ck: string }) =>
  source && "ck" in source
    ? {
        nguon_ck: source.nguon_ck,
        so_ct_ck: source.so_ct_ck,
        tl_ck: source.tl_ck === null ? null : Number(fromFixed(source.tl_ck, 4)),
      }
    : { nguon_ck: source?.nguon_ck ?? null, so_ct_ck: null, tl_ck: null };

/** Each line's source before the sale's own are chosen: typed by the cashier where it has a discount, else none. */
export function markTyped(lines: DocumentRow[]) {
  for (const line of lines) {
    Object.assign(line, sourceOf(Number(line.ck) > 0 ? { nguon_ck: DISCOUNT_SOURCE.TAY } : undefined));
  }
}
