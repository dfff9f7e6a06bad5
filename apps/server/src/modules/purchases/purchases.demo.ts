import type { TenantDb } from "../../platform/db/tenant-db.js";
import { suppliers } from "./purchases.tables.js";

type SupplierRow = typeof suppliers.$inferInsert;

/** Distributors a Vietnamese spa buys its cosmetics and consumables from. */
const DEMO_SUPPLIERS: readonly SupplierRow[] = [
  {
    ma_ncc: "NCC-HOANGGIA",
    ten_ncc: "Công ty TNHH Mỹ phẩm Hoàng Gia",
    ma_so_thue: "0314567826",
    dia_chi: "125 Nguyễn Thị Minh Khai, Phường Bến Thành, TP. Hồ Chí Minh",
    dien_thoai: "02839301234",
    email: "donhang@hoanggiacosmetics.vn",
    nguoi_lien_he: "Trần Thị Thu Hà",
    dt_lien_he: "0908112233",
    so_ngay_no: 30,
    han_muc_no: 200_000_000,
    so_tai_khoan: "0071000123456",
    ngan_hang: "Vietcombank - CN TP. Hồ Chí Minh",
  },
  {
    ma_ncc: "NCC-THAODUOC",
    ten_ncc: "Công ty Cổ phần Thảo Dược Việt",
    ma_so_thue: "0106783456",
    dia_chi: "27 Láng Hạ, Phường Giảng Võ, Hà Nội",
    dien_thoai: "02437761234",
    email: "kinhdoanh@thaoduocviet.vn",
    nguoi_lien_he: "Nguyễn Văn Bình",
    dt_lien_he: "0912334455",
    so_ngay_no: 15,
    han_muc_no: 100_000_000,
  },
  {
    ma_ncc: "NCC-SPASUPPLY",
    ten_ncc: "Công ty TNHH Thiết bị & Vật tư Spa Sài Gòn",
    ma_so_thue: "0309876120",
    dia_chi: "88 Cách Mạng Tháng Tám, Phường Xuân Hòa, TP. Hồ Chí Minh",
    dien_thoai: "02838445566",
    nguoi_lien_he: "Lê Minh Tuấn",
    dt_lien_he: "0933556677",
    so_ngay_no: 0,
    han_muc_no: 0,
  },
  {
    ma_ncc: "NCC-HUONGSEN",
    ten_ncc: "Hộ kinh doanh Tinh dầu Hương Sen",
    dia_chi: "Thôn Đông, Xã Bát Tràng, Hà Nội",
    dien_thoai: "0983778899",
    nguoi_lien_he: "Phạm Thị Sen",
    ghi_chu: "Giao hàng thứ Hai và thứ Năm",
  },
];

export async function seedDemoPurchases(db: TenantDb): Promise<void> {
  await db
    .insert(suppliers)
    .values(DEMO_SUPPLIERS.map((s) => ({ ...s, created_by: "system" })))
    .onConflictDoNothing({ target: suppliers.ma_ncc });
}
