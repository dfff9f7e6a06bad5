import { COMMISSION_BASIS, COMMISSION_ROLE, ITEM_KIND } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

/** The demo's commission groups: retail cosmetics, and the spa's services. */
export const DEMO_COMMISSION_GROUPS = { cosmetics: "HHMYPHAM", services: "HHDICHVU" } as const;

/**
 * The demo spa's commissions and wages, once (a tenant with its own rules is left so): the cosmetics and hair care
 * it sells give the seller 5 %, its services 3 % to the seller and 10 % of the session's value to the technician,
 * the customer's consultant 1 % of everything; a technician earns a wage for each facial, hot-stone massage and hair
 * wash performed.
 */
export async function seedDemoCommissions(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM commission_rules LIMIT 1");
  if (rows.length > 0) return;
  const { cosmetics, services } = DEMO_COMMISSION_GROUPS;
  const start = `${vietnamToday().slice(0, 4)}-01-01`;
  await db.$client.query(
    `INSERT INTO commission_groups (ma_nhom_hh, ten_nhom_hh, created_by) VALUES
       ($1, 'Mỹ phẩm bán lẻ', 'system'), ($2, 'Dịch vụ spa', 'system') ON CONFLICT DO NOTHING`,
    [cosmetics, services],
  );
  await db.$client.query(
    `UPDATE products SET ma_nhom_hh = CASE WHEN loai_vt = $3 THEN $2 ELSE $1 END
     WHERE ma_nhom_hh IS NULL AND (loai_vt = $3 OR ma_nhom IN ('MYPHAM', 'DAUGOI', 'CSDA'))`,
    [cosmetics, services, ITEM_KIND.DV],
  );
  const { TL } = COMMISSION_BASIS;
  await db.$client.query(
    `INSERT INTO commission_rules (ma_hh, ten_hh, vai_tro, ma_nhom_hh, cach_tinh, muc, tu_ngay, created_by) VALUES
       ('HH-BAN-MP', 'Bán mỹ phẩm 5%', $1, $4, $6, 5, $7, 'system'),
       ('HH-BAN-DV', 'Bán dịch vụ 3%', $1, $5, $6, 3, $7, 'system'),
       ('HH-KTV-DV', 'Kỹ thuật viên làm dịch vụ 10%', $2, $5, $6, 10, $7, 'system'),
       ('HH-TUVAN', 'Tư vấn khách hàng 1%', $3, NULL, $6, 1, $7, 'system')`,
    [COMMISSION_ROLE.NVBH, COMMISSION_ROLE.KTV, COMMISSION_ROLE.NVTV, cosmetics, services, TL, start],
  );
  await db.$client.query(
    `INSERT INTO wage_rules (ma_vt, ten_vt, tien_cong, tu_ngay, created_by)
     SELECT p.ma_vt, p.ten_vt, w.tien, $1::date, 'system'
     FROM (VALUES ('DVDA60', 40000), ('DVMS90', 60000), ('DVGOI45', 25000), ('LTTHD5', 50000)) AS w(ma_vt, tien)
     JOIN products p ON p.ma_vt = w.ma_vt`,
    [start],
  );
}
