import { DOCUMENT_STATUS } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { monthStart, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documents } from "../../../platform/documents/document.service.js";
import { systemRequest } from "../../../platform/documents/system-request.js";
import { DEMO_GOODS } from "../../stock/stock.demo.js";
import { promotionProductKind, promotionRevenueKind } from "./promotion-kinds.js";

/** The demo's program, from the first of the seeding month to the year's end, in every branch. */
export const DEMO_PROMOTION = "CUOINAM";

/** Who enters the demo's documents, and approves those that wait: the system, in both branches. */
export const SEEDER = systemRequest(["CN01", "CN02"]);

/**
 * The year-end promotion of the demo spa, through the documents' own rules (asked to post, they wait; the approver
 * puts them in force): the herbal shampoo 10 % off from 2 bottles and 50,000 ₫ off a bill from 1,000,000 ₫, both
 * approved; a comb given with every 2 conditioners, still awaiting approval. Once: a tenant with rules is left so.
 */
export async function seedDemoPromotions(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM promotion_products LIMIT 1");
  if (rows.length > 0) return;
  const today = vietnamToday();
  await db.$client.query(
    `INSERT INTO promotions (ma_ctkm, ten_ctkm, tu_ngay, den_ngay, ghi_chu, created_by)
     VALUES ($1, 'Khuyến mãi cuối năm', $2, $3, 'Áp dụng tại mọi chi nhánh', 'system') ON CONFLICT DO NOTHING`,
    [DEMO_PROMOTION, monthStart(today), `${today.slice(0, 4)}-12-31`],
  );
  const rules = [
    {
      kind: promotionProductKind,
      dien_giai: "Mua từ 2 chai dầu gội thảo dược giảm 10%",
      details: [{ ma_vt: DEMO_GOODS.dauGoi, sl_tu: 2, ck_phan_tram: 10, ma_vt_tang: null, sl_tang: 0 }],
      approved: true,
    },
    {
      kind: promotionRevenueKind,
      dien_giai: "Hóa đơn từ 1 triệu giảm 50.000 ₫",
      details: [{ tu_tien: 1_000_000, tien_ck: 50_000, ck_phan_tram: 0, ma_vt_tang: null, sl_tang: 0 }],
      approved: true,
    },
    {
      kind: promotionProductKind,
      dien_giai: "Mua 2 chai dầu xả tặng 1 lược gỗ",
      details: [{ ma_vt: DEMO_GOODS.dauXa, sl_tu: 2, ck_phan_tram: 0, ma_vt_tang: DEMO_GOODS.luocGo, sl_tang: 1 }],
      approved: false,
    },
  ];
  for (const rule of rules) {
    const body = {
      ngay_ct: today,
      ma_dvcs: "CN01",
      ma_ctkm: DEMO_PROMOTION,
      dien_giai: rule.dien_giai,
      status: DOCUMENT_STATUS.posted,
      details: rule.details,
    };
    const saved = await documents.create(db, rule.kind, body, SEEDER);
    if (rule.approved) await documents.changeStatus(db, rule.kind, saved.stt_rec, DOCUMENT_STATUS.posted, SEEDER);
  }
}
