import { type Fixed, mulDiv } from "@sen/core";

/*
 * Which promotion a line and a bill get: of the rules they reach, the one worth most to the customer (a discount's
 * amount, a gift's price), a tie going to the program code first; amounts in hundredths of a đồng (scale 2),
 * quantities in thousandths (scale 3), percents at scale 4; discounts rounded down to the đồng.
 */

/** What a rule gives: `ck_phan_tram` percent off, `tien_ck` off (bill totals), `sl_tang` of `ma_vt_tang` free. */
export interface Reward {
  ma_ctkm: string;
  ck_phan_tram: Fixed;
  tien_ck: Fixed;
  ma_vt_tang: string | null;
  sl_tang: Fixed;
}

/** A product rule: `sl_tu` or more of `ma_vt` (base units) bought on a line. */
export interface ProductRule extends Reward {
  ma_vt: string;
  sl_tu: Fixed;
}

/** A bill-total rule: a bill of `tu_tien` or more. */
export interface BillRule extends Reward {
  tu_tien: Fixed;
}

/** The promotion a line or a bill gets: the discount, the item given (base units) and what it is all worth. */
export interface Choice {
  ma_ctkm: string;
  ck: Fixed;
  gift?: { ma_vt: string; so_luong: Fixed };
  value: Fixed;
}

const HUNDRED_PERCENT = 100n * 10_000n;
const DONG = 100n;

/** Down to the whole đồng. */
export const toDong = (amount: Fixed) => (amount / DONG) * DONG;

/** The price of one base unit of an item given, or undefined when it cannot be given (inactive, unpriced). */
export type GiftPrice = (ma_vt: string) => Fixed | undefined;

/** How much of an item may still be given (base units, scale 3); undefined: no end (not stocked, or stock may go below zero). */
export type GiftLeft = (ma_vt: string) => Fixed | undefined;

/** What a reward is worth on `base` (the amount its percent is of), given `times` over. */
function rewardOf(reward: Reward, base: Fixed, times: bigint, giftPrice: GiftPrice, giftLeft: GiftLeft) {
  const off = reward.ck_phan_tram > 0n ? toDong(mulDiv(base, reward.ck_phan_tram, HUNDRED_PERCENT)) : 0n;
  const ck = off + reward.tien_ck > base ? base : off + reward.tien_ck;
  let gift: Choice["gift"];
  let giftValue = 0n;
  if (reward.ma_vt_tang && reward.sl_tang > 0n && times > 0n) {
    const price = giftPrice(reward.ma_vt_tang);
    const left = giftLeft(reward.ma_vt_tang);
    const wanted = reward.sl_tang * times;
    // What the warehouse cannot hand over is not promised: the customer gets what is there.
    const so_luong = left === undefined || wanted <= left ? wanted : left;
    if (price !== undefined && so_luong > 0n) {
      gift = { ma_vt: reward.ma_vt_tang, so_luong };
      giftValue = mulDiv(so_luong, price, 1000n);
    }
  }
  if (ck <= 0n && !gift) return undefined;
  return { ma_ctkm: reward.ma_ctkm, ck, gift, value: ck + giftValue } satisfies Choice;
}

function best(choices: (Choice | undefined)[]): Choice | undefined {
  let found: Choice | undefined;
  for (const c of choices) {
    if (!c) continue;
    if (!found || c.value > found.value || (c.value === found.value && c.ma_ctkm < found.ma_ctkm)) found = c;
  }
  return found;
}

/**
 * The best product rule for a line of `tien` with `so_luong_qd` base units of `ma_vt`: a percent of the line, and an
 * item given per `sl_tu` bought (3 bought of "buy 2 get 1": one given).
 */
export function bestForLine(
  line: { ma_vt: string; tien: Fixed; so_luong_qd: Fixed },
  rules: readonly ProductRule[],
  giftPrice: GiftPrice,
  giftLeft: GiftLeft,
): Choice | undefined {
  return best(
    rules
      .filter((r) => r.ma_vt === line.ma_vt && r.sl_tu > 0n && line.so_luong_qd >= r.sl_tu)
      .map((r) => rewardOf(r, line.tien, line.so_luong_qd / r.sl_tu, giftPrice, giftLeft)),
  );
}

/**
 * The best bill-total rule for a bill that comes to `total` (what the customer pays), its goods worth `goods` before
 * VAT after the lines' discounts (what a percent or an amount is taken off).
 */
export function bestForBill(
  total: Fixed,
  goods: Fixed,
  rules: readonly BillRule[],
  giftPrice: GiftPrice,
  giftLeft: GiftLeft,
): Choice | undefined {
  return best(rules.filter((r) => total >= r.tu_tien).map((r) => rewardOf(r, goods, 1n, giftPrice, giftLeft)));
}

/**
 * `discount` shared over lines worth `amounts`, in proportion, in whole đồng, adding up exactly (the largest
 * remainders get the odd đồng); no line gets more than it is worth.
 */
export function shareDiscount(amounts: readonly Fixed[], discount: Fixed): Fixed[] {
  const whole = amounts.reduce((sum, a) => sum + (a > 0n ? a : 0n), 0n);
  if (whole <= 0n || discount <= 0n) return amounts.map(() => 0n);
  const dong = (discount > whole ? whole : discount) / DONG;
  const exact = amounts.map((a) => (a > 0n ? (a / DONG) * dong : 0n));
  const wholeDong = whole / DONG;
  const shares = exact.map((e) => (wholeDong > 0n ? e / wholeDong : 0n));
  let left = dong - shares.reduce((sum, s) => sum + s, 0n);
  const order = exact
    .map((e, i) => ({ i, rest: wholeDong > 0n ? e % wholeDong : 0n }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    if ((shares[i] ?? 0n) * DONG < (amounts[i] ?? 0n)) {
      shares[i] = (shares[i] ?? 0n) + 1n;
      left -= 1n;
    }
  }
  return shares.map((s) => s * DONG);
}
