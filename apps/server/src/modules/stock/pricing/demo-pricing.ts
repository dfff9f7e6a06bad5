import { ITEM_KIND } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { DEMO_GOODS, DEMO_GROUPS, DEMO_SERVICES, DEMO_TYPES } from "../stock.demo.js";
import { conversionUnits, productConsumes, productHours, productSets, products, rates } from "../stock.tables.js";

/*
 * The demo's prices, hours, norms and a set, over the demo catalogue: a promotion on sunscreen in
 * CN01, a Hà Nội price for shampoo, a common serum price, a golden-hour hair wash, what a facial uses
 * and the home skin-care combo.
 */

export const DEMO_PRICING = {
  combo: "COMBODA",
  goldenWash: "DVGOIVANG",
} as const;

const system = { created_by: "system", updated_by: "system" };

const RATES = [
  // A December promotion in District 1, then the list price again.
  {
    ma_vt: DEMO_GOODS.kemChongNang,
    ma_dvt: "TUYP",
    ma_dvcs: "CN01",
    gia: 238_000,
    tu_ngay: "2026-12-01",
    den_ngay: "2026-12-31",
  },
  {
    ma_vt: DEMO_GOODS.kemChongNang,
    ma_dvt: "HOP",
    ma_dvcs: null,
    gia: 2_500_000,
    tu_ngay: "2026-01-01",
    den_ngay: null,
  },
  { ma_vt: DEMO_GOODS.dauGoi, ma_dvt: "CHAI", ma_dvcs: "CN02", gia: 195_000, tu_ngay: "2026-01-01", den_ngay: null },
  { ma_vt: DEMO_GOODS.serumC, ma_dvt: "LO", ma_dvcs: null, gia: 430_000, tu_ngay: "2026-01-01", den_ngay: null },
  { ma_vt: DEMO_SERVICES.daMat, ma_dvt: "LAN", ma_dvcs: "CN02", gia: 320_000, tu_ngay: "2026-01-01", den_ngay: null },
];

export async function seedDemoPricing(db: TenantDb): Promise<void> {
  await db
    .insert(products)
    .values([
      {
        ma_vt: DEMO_PRICING.combo,
        ten_vt: "Combo chăm sóc da tại nhà",
        ma_dvt: "BO",
        ma_nhom: DEMO_GROUPS.myPham,
        ma_loai: DEMO_TYPES.hangHoa,
        gia_ban: 790_000,
        loai_vt: ITEM_KIND.VT,
        // A set's stock leaves through its components.
        theo_doi_ton: false,
        ...system,
      },
      {
        ma_vt: DEMO_PRICING.goldenWash,
        ten_vt: "Gội đầu dưỡng sinh giờ vàng",
        ma_dvt: "LAN",
        ma_nhom: DEMO_GROUPS.toc,
        ma_loai: DEMO_TYPES.dichVu,
        gia_ban: 99_000,
        so_phut: 45,
        loai_vt: ITEM_KIND.DV,
        theo_doi_ton: false,
        ...system,
      },
    ])
    .onConflictDoNothing();
  // A 30 ml jar of serum and a 200 ml bottle of toner, used by the millilitre in the rooms.
  await db
    .insert(conversionUnits)
    .values([
      { ma_vt: DEMO_GOODS.serumC, ma_dvt: "ML", he_so: 0.033333, ...system },
      { ma_vt: DEMO_GOODS.toner, ma_dvt: "ML", he_so: 0.005, ...system },
    ])
    .onConflictDoNothing();
  // Seeded once: a tenant that has prices keeps its own.
  const [priced] = await db.select({ id: rates.id }).from(rates).limit(1);
  if (priced) return;
  await db.insert(rates).values(RATES.map((r) => ({ ...r, ...system })));
  await db.insert(productSets).values(
    [DEMO_GOODS.suaRuaMat, DEMO_GOODS.serumC, DEMO_GOODS.kemChongNang].map((ma_vt, i) => ({
      ma_bo: DEMO_PRICING.combo,
      ma_vt,
      ma_dvt: ["TUYP", "LO", "TUYP"][i] as string,
      so_luong: 1,
      ...system,
    })),
  );
  await db.insert(productConsumes).values([
    { ma_dv: DEMO_SERVICES.daMat, ma_vt: DEMO_GOODS.serumC, ma_dvt: "ML", so_luong: 20, ...system },
    { ma_dv: DEMO_SERVICES.daMat, ma_vt: DEMO_GOODS.toner, ma_dvt: "ML", so_luong: 10, ...system },
    { ma_dv: DEMO_SERVICES.daMat, ma_vt: DEMO_GOODS.matNaGiay, ma_dvt: "CAI", so_luong: 1, ...system },
  ]);
  await db.insert(productHours).values({
    ma_vt: DEMO_PRICING.goldenWash,
    thu: "2,3,4,5,6",
    tu_gio: "09:00",
    den_gio: "11:00",
    ghi_chu: "Giá ưu đãi buổi sáng ngày thường",
    ...system,
  });
}
