import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

/** The demo's point rule: from the first of the seeding year, in every branch. */
export const DEMO_POINT_RULE = "TICHDIEM";

/**
 * The demo spa's loyalty points: every 100,000 ₫ spent earns a point, and a point pays 1,000 ₫ of a later bill or
 * goes toward a gift. Once: a tenant with its own rules is left so.
 */
export async function seedDemoPoints(db: TenantDb): Promise<void> {
  await db.$client.query(
    `INSERT INTO point_rules (ma_qd, ten_qd, tu_ngay, tien_tich_diem, gia_tri_diem, ghi_chu, created_by)
     SELECT $1, 'Tích điểm khách hàng thân thiết', $2, 100000, 1000, 'Áp dụng tại mọi chi nhánh', 'system'
     WHERE NOT EXISTS (SELECT 1 FROM point_rules)`,
    [DEMO_POINT_RULE, `${vietnamToday().slice(0, 4)}-01-01`],
  );
}
