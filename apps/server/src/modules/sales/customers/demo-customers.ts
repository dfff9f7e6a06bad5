import type { TenantDb } from "../../../platform/db/tenant-db.js";

/**
 * The demo spa's customer groups (group 3 by spending: Khách lẻ from nothing, Khách thân thiết from 5 million, Khách
 * VIP from 20 million; groups 1 and 2 by what they buy and who they are), two membership card series with cards for
 * a few regular customers (each with its issue in the history), a VIP half-year and the salespeople.
 */
export async function seedDemoCustomers(db: TenantDb) {
  await db.$client.query(
    `INSERT INTO customer_groups (ma_nh, ten_nh, loai_nh, tu_tien, created_by) VALUES
       ('SPA', 'Khách dịch vụ spa', '1', NULL, 'system'),
       ('MYPHAM', 'Khách mua mỹ phẩm', '1', NULL, 'system'),
       ('CANHAN', 'Khách cá nhân', '2', NULL, 'system'),
       ('DOANHNGHIEP', 'Khách doanh nghiệp', '2', NULL, 'system'),
       ('KHACHLE', 'Khách lẻ', '3', 0, 'system'),
       ('THANTHIET', 'Khách thân thiết', '3', 5000000, 'system'),
       ('VIP', 'Khách VIP', '3', 20000000, 'system')
     ON CONFLICT DO NOTHING`,
  );
  await db.$client.query(
    `UPDATE partners SET nh_kh1 = CASE WHEN ma_kh IN ('KH000002', 'KH000004', 'KH000011') THEN 'MYPHAM' ELSE 'SPA' END,
            nh_kh2 = CASE WHEN ma_kh IN ('KH000004', 'KH000020') THEN 'DOANHNGHIEP' ELSE 'CANHAN' END,
            nh_kh3 = 'KHACHLE'
      WHERE ma_kh BETWEEN 'KH000001' AND 'KH000024' AND nh_kh1 IS NULL`,
  );
  await db.$client.query(
    `INSERT INTO customer_card_series
       (ma_day, ten_day, tien_to, tu_so, den_so, do_dai, hang_the, tl_ck, so_thang, so_cuoi, created_by) VALUES
       ('TV', 'Thẻ thành viên', 'TV', 1, 999999, 6, 'THANHVIEN', 5, 12, 3, 'system'),
       ('VIP', 'Thẻ VIP', 'VIP', 1, 9999, 4, 'VANG', 10, 12, NULL, 'system')
     ON CONFLICT DO NOTHING`,
  );
  await db.$client.query(
    `WITH issued AS (
       INSERT INTO customer_cards (so_the, ma_kh, ten_kh, ma_day, hang_the, tl_ck, ngay_phat_hanh, ngay_het_han,
                                   created_by)
       SELECT c.so_the, p.ma_kh, p.ten_kh, 'TV', 'THANHVIEN', 5, c.ngay::date, (c.ngay::date + interval '12 months')::date,
              'system'
         FROM (VALUES ('TV000001', 'KH000001', '2026-01-05'), ('TV000002', 'KH000003', '2026-02-14'),
                      ('TV000003', 'KH000006', '2026-03-08')) AS c(so_the, ma_kh, ngay)
         JOIN partners p ON p.ma_kh = c.ma_kh
       ON CONFLICT DO NOTHING
       RETURNING so_the, ma_kh, ten_kh, hang_the, ngay_phat_hanh, ngay_het_han)
     INSERT INTO customer_card_histories (ngay, so_the, ma_kh, ten_kh, loai, hang_moi, het_han_moi, user_name, ma_dvcs,
                                          created_by)
     SELECT ngay_phat_hanh::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh' + interval '9 hours', so_the, ma_kh, ten_kh, 'PH',
            hang_the, ngay_het_han, 'admin', 'CN01', 'system'
       FROM issued`,
  );
  await db.$client.query(
    `INSERT INTO vip_periods (ma_ky, ten_ky, ten_hang, tu_ngay, den_ngay, tu_tien, vip_den_ngay, created_by) VALUES
       ('2026-H1', 'Xét VIP 6 tháng đầu năm 2026', 'VIP Vàng', '2026-01-01', '2026-06-30', 10000000, '2026-12-31', 'system')
     ON CONFLICT DO NOTHING`,
  );
  await db.$client.query(
    `INSERT INTO salers (ma_nvbh, ten_nvbh, nhom_ban_hang, created_by)
     SELECT e.ma_nv, e.ten_nv, s.nhom, 'system'
       FROM (VALUES ('NV001', 'Tư vấn bán hàng'), ('NV002', 'Tư vấn bán hàng'), ('TS01', 'Telesale'),
                    ('KTV01', 'Kỹ thuật viên bán kèm')) AS s(ma_nv, nhom)
       JOIN employees e ON e.ma_nv = s.ma_nv
     ON CONFLICT DO NOTHING`,
  );
}
