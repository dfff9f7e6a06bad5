import { configIsTrue, DISCOUNT_SOURCE, type Fixed, fromFixed, goodsAmounts, toFixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft } from "../../../platform/documents/document-kind.js";
import { goodsLines } from "../../../platform/documents/goods-lines.js";
import { pricesInForce } from "../../stock/pricing/price-in-force.js";
import { configValue } from "../../system/config.service.js";
import { bestDiscount, markTyped, sourceOf } from "../discounts/discount-choice.js";
import {
  bestForBill,
  bestForLine,
  type Choice,
  type GiftLeft,
  type GiftPrice,
  shareDiscount,
} from "./promotion-choice.js";
import { type GiftItem, rulesInForce } from "./promotion-rules.js";

/*
 * The promotions a sale gets by itself (nobody picks them): each line the best product rule it reaches, unless the
 * cashier typed the line's discount; then the bill the best bill-total rule its total reaches, its discount shared
 * over the lines before VAT. An item given is a line of its own (`km`), at its price and discounted in full, so it
 * leaves the warehouse at its cost with no revenue. A client never sends these: every quote and save prices them
 * again, so a rule not yet approved, or no longer in force, gives nothing.
 */

const money = (value: Fixed) => Number(fromFixed(value, 2));

/** The gift lines' prices for the branch and day, base units; an item without a price is not given. */
async function giftPrices(db: TenantDb, gifts: Map<string, GiftItem>, ma_dvcs: string, ngay: string) {
  const items = [...gifts.values()];
  if (items.length === 0) return { price: (() => undefined) as GiftPrice, vat: new Map<string, number>() };
  const prices = await pricesInForce(
    db,
    items.map((g) => ({ ma_vt: g.ma_vt, ma_dvt: g.ma_dvt, he_so: "1" })),
    ma_dvcs,
    ngay,
  );
  const byCode = new Map(items.map((g, i) => [g.ma_vt, prices[i]]));
  const price: GiftPrice = (ma_vt) => {
    const found = byCode.get(ma_vt);
    return found && found.gia > 0 ? toFixed(found.gia, 2) : undefined;
  };
  return { price, vat: new Map(items.map((g, i) => [g.ma_vt, prices[i]?.thue_suat ?? 0])) };
}

/**
 * What may still be given of each stocked item: what the warehouse holds less what the sale itself takes and what
 * was given already (no end where the shop lets stock go below zero). Posting checks the stock again under its lock.
 */
async function giftsLeft(db: TenantDb, gifts: Map<string, GiftItem>, sold: DocumentDraft["details"]) {
  const stocked = [...gifts.values()].filter((g) => g.xuat_kho);
  const unlimited = stocked.length === 0 || configIsTrue(await configValue(db, "stock_allow_negative"));
  const left = new Map<string, bigint>();
  for (const g of stocked) {
    const taken = sold
      .filter((l) => l.ma_vt === g.ma_vt && l.xuat_kho === true)
      .reduce((sum, l) => sum + toFixed(String(l.so_luong_qd ?? l.so_luong), 3), 0n);
    left.set(g.ma_vt, g.ton - taken);
  }
  const of: GiftLeft = (ma_vt) => (unlimited || !left.has(ma_vt) ? undefined : (left.get(ma_vt) ?? 0n));
  const take = (ma_vt: string, qty: bigint) => {
    const was = left.get(ma_vt);
    if (was !== undefined) left.set(ma_vt, was - qty);
  };
  return { of, take };
}

/** The line of an item given: base unit, at its price, the whole of it off. */
function giftLine(choice: Choice, gifts: Map<string, GiftItem>, price: GiftPrice, vat: Map<string, number>) {
  const gift = choice.gift;
  const item = gift && gifts.get(gift.ma_vt);
  const gia = gift && price(gift.ma_vt);
  if (!gift || !item || gia === undefined) return undefined;
  const so_luong = fromFixed(gift.so_luong, 3);
  const tien = goodsAmounts({ so_luong, gia: fromFixed(gia, 2) }).tien;
  return {
    ma_vt: item.ma_vt,
    ma_dvt: item.ma_dvt,
    so_luong: Number(so_luong),
    gia: money(gia),
    ck: money(tien),
    thue_suat: vat.get(item.ma_vt) ?? 0,
    he_so: "1",
    so_luong_qd: fromFixed(gift.so_luong * 1000n, 6),
    xuat_kho: item.xuat_kho,
    ma_ctkm: choice.ma_ctkm,
    km: true,
    ...sourceOf({ nguon_ck: DISCOUNT_SOURCE.KM }),
  };
}

/**
 * Applies the promotions and discounts in force to a priced sale (its lines with their base quantities, prices,
 * discounts and VAT): each line the best of its product rules, the discount documents and the customer's membership
 * card it reaches (`nguon_ck` saying which), unless the cashier typed its discount; sets each line's and the header's
 * `ma_ctkm`, the discounts, and adds the lines of the items given.
 */
export async function applyPromotions(db: TenantDb, draft: DocumentDraft): Promise<void> {
  const ma_dvcs = String(draft.header.ma_dvcs);
  const ngay = String(draft.header.ngay_ct);
  draft.header.ma_ctkm = null;
  const sold = draft.details;
  for (const line of sold) Object.assign(line, { ma_ctkm: null, km: false });
  markTyped(sold);
  const ma_kh = typeof draft.header.ma_kh === "string" && draft.header.ma_kh ? draft.header.ma_kh : null;
  const rules = await rulesInForce(
    db,
    { ma_dvcs, ma_kho: String(draft.header.ma_kho), ngay, ma_kh },
    sold.map((l) => l.ma_vt),
  );
  const none = rules.product.length === 0 && rules.bill.length === 0;
  if (none && rules.discounts.length === 0 && rules.card === undefined) return;
  const [{ price, vat }, left] = await Promise.all([
    giftPrices(db, rules.gifts, ma_dvcs, ngay),
    giftsLeft(db, rules.gifts, sold),
  ]);
  const given: ReturnType<typeof giftLine>[] = [];
  const give = (choice: Choice) => {
    const line = giftLine(choice, rules.gifts, price, vat);
    if (line && choice.gift) left.take(choice.gift.ma_vt, choice.gift.so_luong);
    given.push(line);
  };

  for (const line of sold) {
    if (line.ck > 0) continue; // a discount the cashier typed stands
    const { tien } = goodsAmounts(line);
    const so_luong_qd = toFixed(String(line.so_luong_qd ?? line.so_luong), 3);
    const choice = bestForLine({ ma_vt: line.ma_vt, tien, so_luong_qd }, rules.product, price, left.of);
    const other = bestDiscount({ ma_vt: line.ma_vt, tien, so_luong_qd }, rules.discounts, rules.card);
    // A promotion worth as much as a discount wins it (it may give an item too).
    if (other && !(choice && choice.value >= other.ck)) {
      Object.assign(line, { ck: money(other.ck), ...sourceOf(other) });
    } else if (choice) {
      Object.assign(line, {
        ck: money(choice.ck),
        ma_ctkm: choice.ma_ctkm,
        ...sourceOf({ nguon_ck: DISCOUNT_SOURCE.KM }),
      });
      give(choice);
    }
  }

  const totals = goodsLines.price(sold).totals;
  const goods = toFixed(totals.tong_tien, 2) - toFixed(totals.tong_ck, 2);
  const choice = bestForBill(toFixed(totals.tong_thanh_toan, 2), goods, rules.bill, price, left.of);
  if (choice) {
    draft.header.ma_ctkm = choice.ma_ctkm;
    const nets = sold.map((l) => {
      const a = goodsAmounts(l);
      return a.tien - a.ck;
    });
    shareDiscount(nets, choice.ck).forEach((share, i) => {
      const line = sold[i];
      if (line && share > 0n) line.ck = money(toFixed(line.ck, 2) + share);
    });
    give(choice);
  }
  draft.details = [...sold, ...given.filter((l) => l !== undefined)];
}
