import { DOCUMENT_STATUS, ITEM_KIND, toFixed } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
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
}

interface RuleRow {
  loai: "sp" | "hd";
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
 * The rules that hold for a sale of `items` from warehouse `ma_kho` of branch `ma_dvcs` on `ngay`: of approved
 * (posted) promotion documents, whose program is in use, within its days, and of this branch or every branch; with
 * the items they give and what the warehouse holds of them. One read.
 */
export async function rulesInForce(
  db: TenantDb,
  sale: { ma_dvcs: string; ma_kho: string; ngay: string },
  items: readonly string[],
): Promise<RulesInForce> {
  const { rows } = await db.$client.query<RuleRow>(
    prepared(
      `WITH programs AS (
         SELECT ma_ctkm FROM promotions
         WHERE status AND tu_ngay <= $2 AND (den_ngay IS NULL OR den_ngay >= $2) AND (ma_dvcs IS NULL OR ma_dvcs = $1)
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
       )
       SELECT r.*, p.ma_dvt AS gift_dvt, (p.loai_vt = $5 AND p.theo_doi_ton) AS gift_stocked,
              coalesce(b.so_luong, 0)::text AS gift_ton
       FROM rules r LEFT JOIN products p ON p.ma_vt = r.ma_vt_tang AND p.status
       LEFT JOIN stock_balances b ON b.ma_kho = $6 AND b.ma_vt = r.ma_vt_tang
       ORDER BY r.ma_ctkm`,
      [sale.ma_dvcs, sale.ngay, DOCUMENT_STATUS.posted, [...new Set(items)], ITEM_KIND.VT, sale.ma_kho],
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
  };
}
