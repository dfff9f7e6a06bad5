import { CUSTOMER_CARD_STATE, DOCUMENT_STATUS, type Fixed, ITEM_KIND, toFixed } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DiscountRule } from "../discounts/discount-choice.js";
import type { BillRule, ProductRule } from "./promotion-choice.js";

/** An item a rule gives, as a gift line needs it: its base unit and whether it leaves the warehouse. */
export interface GiftItem {
  ma_vt: string;
  ma_dvt: string;
  xuat_kho: boolean;
  /** What the sale's warehouse holds of it (base units, scale 3), for a stocked item. */
  ton: bigint;
}

export interface RulesInForce {
  product: ProductRule[];
  bill: BillRule[];
  /** The items the rules give that can be given (in use), by code. */
  gifts: Map<string, GiftItem>;
  /** The approved discount documents' lines that reach the customer, one per item sold each reaches. */
  discounts: DiscountRule[];
  /** The percent of the customer's membership card in use on the day, if it gives one. */
  card?: Fixed;
}

interface RuleRow {
  loai: "sp" | "hd" | "ck" | "the";
  ma_ctkm: string;
  ma_vt: string | null;
  sl_tu: string | null;
  tu_tien: string | null;
  tien_ck: string;
  ck_phan_tram: string;
  ma_vt_tang: string | null;
  sl_tang: string;
  gift_dvt: string | null;
  gift_stocked: boolean | null;
  gift_ton: string | null;
}

/**
 * The rules that hold for a sale of `items` from warehouse `ma_kho` of branch `ma_dvcs` on `ngay` to customer `ma_kh`
 * (none: a walk-in): of approved (posted) promotion documents, whose program is in use, within its days, and of this
 * branch or every branch; with the items they give and what the warehouse holds of them; the approved discount
 * documents' lines within their days, of this branch or every branch, for this customer, one of its groups or every
 * customer, and for an item sold, its group or every item; the percent of the customer's membership card. One read.
 */
export async function rulesInForce(
  db: TenantDb,
  sale: { ma_dvcs: string; ma_kho: string; ngay: string; ma_kh: string | null },
  items: readonly string[],
): Promise<RulesInForce> {
  const { rows } = await db.$client.query<RuleRow>(
    prepared(
      `WITH programs AS (
         SELECT ma_ctkm FROM promotions
         WHERE status AND tu_ngay <= $2 AND (den_ngay IS NULL OR den_ngay >= $2) AND (ma_dvcs IS NULL OR ma_dvcs = $1)
       ), buyer AS (
         SELECT nh_kh1, nh_kh2, nh_kh3 FROM partners WHERE ma_kh = $7
       ), sold AS (
         SELECT ma_vt, ma_nhom FROM products WHERE ma_vt = ANY($4)
       ), rules AS (
         SELECT 'sp' AS loai, h.ma_ctkm, l.ma_vt, l.sl_tu::text, NULL::text AS tu_tien, '0' AS tien_ck,
                l.ck_phan_tram::text, l.ma_vt_tang, l.sl_tang::text
         FROM promotion_products h JOIN promotion_product_lines l ON l.stt_rec = h.stt_rec
         WHERE h.status = $3 AND h.ma_ctkm IN (SELECT ma_ctkm FROM programs) AND l.ma_vt = ANY($4)
         UNION ALL
         SELECT 'hd', h.ma_ctkm, NULL, NULL, l.tu_tien::text, l.tien_ck::text, l.ck_phan_tram::text, l.ma_vt_tang,
                l.sl_tang::text
         FROM promotion_revenue h JOIN promotion_revenue_lines l ON l.stt_rec = h.stt_rec
         WHERE h.status = $3 AND h.ma_ctkm IN (SELECT ma_ctkm FROM programs)
         UNION ALL
         SELECT 'ck', h.so_ct, s.ma_vt, NULL, NULL, l.tien_ck::text, l.tl_ck::text, NULL, '0'
         FROM discounts h JOIN discount_lines l ON l.stt_rec = h.stt_rec
         JOIN sold s ON (l.ma_vt IS NULL OR l.ma_vt = s.ma_vt) AND (l.nh_vt IS NULL OR l.nh_vt = s.ma_nhom)
         WHERE h.status = $3 AND h.tu_ngay <= $2 AND (h.den_ngay IS NULL OR h.den_ngay >= $2)
           AND (h.ma_dvcs_ck IS NULL OR h.ma_dvcs_ck = $1) AND (h.ma_kh IS NULL OR h.ma_kh = $7)
           AND (h.nh_kh IS NULL OR EXISTS (SELECT 1 FROM buyer b WHERE h.nh_kh IN (b.nh_kh1, b.nh_kh2, b.nh_kh3)))
         UNION ALL
         SELECT 'the', c.hang_the, NULL, NULL, NULL, '0', c.tl_ck::text, NULL, '0'
         FROM customer_cards c
         WHERE c.ma_kh = $7 AND c.trang_thai = $8 AND c.tl_ck > 0 AND c.ngay_phat_hanh <= $2
           AND (c.ngay_het_han IS NULL OR c.ngay_het_han >= $2)
       )
       SELECT r.*, p.ma_dvt AS gift_dvt, (p.loai_vt = $5 AND p.theo_doi_ton) AS gift_stocked,
              coalesce(b.so_luong, 0)::text AS gift_ton
       FROM rules r LEFT JOIN products p ON p.ma_vt = r.ma_vt_tang AND p.status
       LEFT JOIN stock_balances b ON b.ma_kho = $6 AND b.ma_vt = r.ma_vt_tang
       ORDER BY r.ma_ctkm`,
      [
        sale.ma_dvcs,
        sale.ngay,
        DOCUMENT_STATUS.posted,
        [...new Set(items)],
        ITEM_KIND.VT,
        sale.ma_kho,
        sale.ma_kh,
        CUSTOMER_CARD_STATE.active,
      ],
    ),
  );
  const gifts = new Map<string, GiftItem>();
  const reward = (r: RuleRow) => ({
    ma_ctkm: r.ma_ctkm,
    ck_phan_tram: toFixed(r.ck_phan_tram, 4),
    tien_ck: toFixed(r.tien_ck, 2),
    // An item no longer in use is not given.
    ma_vt_tang: r.gift_dvt ? r.ma_vt_tang : null,
    sl_tang: toFixed(r.sl_tang, 3),
  });
  for (const r of rows) {
    if (r.ma_vt_tang && r.gift_dvt) {
      gifts.set(r.ma_vt_tang, {
        ma_vt: r.ma_vt_tang,
        ma_dvt: r.gift_dvt,
        xuat_kho: Boolean(r.gift_stocked),
        ton: toFixed(String(r.gift_ton ?? "0"), 6) / 1000n,
      });
    }
  }
  return {
    product: rows
      .filter((r) => r.loai === "sp")
      .map((r) => ({ ...reward(r), ma_vt: String(r.ma_vt), sl_tu: toFixed(String(r.sl_tu), 3) })),
    bill: rows.filter((r) => r.loai === "hd").map((r) => ({ ...reward(r), tu_tien: toFixed(String(r.tu_tien), 2) })),
    gifts,
    discounts: rows
      .filter((r) => r.loai === "ck")
      .map((r) => ({
        so_ct: r.ma_ctkm,
        ma_vt: String(r.ma_vt),
        tl_ck: toFixed(r.ck_phan_tram, 4),
        tien_ck: toFixed(r.tien_ck, 2),
      })),
    card: rows
      .filter((r) => r.loai === "the")
      .map((r) => toFixed(r.ck_phan_tram, 4))
      .reduce<Fixed | undefined>((best, p) => (best === undefined || p > best ? p : best), undefined),
  };
}
