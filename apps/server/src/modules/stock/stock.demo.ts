import type { TenantDb } from "../../platform/db/tenant-db.js";
import { barcodesText, withCheckDigit } from "./products/barcode-codes.js";
import { conversionUnits, productBarcodes, productGroups, products, productTypes } from "./stock.tables.js";

/*
 * The demo catalogue: what a spa sells over the counter and uses in its rooms, and the services on
 * its price list. Codes are exported so that other demo data (stock, rates, bills) and tests name
 * the same items. Stock quantities come from the stock documents' demo, not from here.
 */

export const DEMO_GROUPS = {
  da: "CSDA",
  toc: "CSTOC",
  massage: "MASSAGE",
  myPham: "MYPHAM",
  dauGoi: "DAUGOI",
  phuKien: "PHUKIEN",
  lieuTrinh: "LIEUTRINH",
} as const;

const GROUPS: readonly [code: string, name: string][] = [
  [DEMO_GROUPS.da, "Chăm sóc da"],
  [DEMO_GROUPS.toc, "Chăm sóc tóc"],
  [DEMO_GROUPS.massage, "Massage - thư giãn"],
  [DEMO_GROUPS.myPham, "Mỹ phẩm"],
  [DEMO_GROUPS.dauGoi, "Dầu gội - dầu xả"],
  [DEMO_GROUPS.phuKien, "Phụ kiện"],
  [DEMO_GROUPS.lieuTrinh, "Liệu trình"],
];

export const DEMO_TYPES = { hangHoa: "HH", dichVu: "DV", nguyenLieu: "NVL", congCu: "CCDC" } as const;

const TYPES: readonly [code: string, name: string][] = [
  [DEMO_TYPES.hangHoa, "Hàng hóa"],
  [DEMO_TYPES.dichVu, "Dịch vụ"],
  [DEMO_TYPES.nguyenLieu, "Nguyên vật liệu"],
  [DEMO_TYPES.congCu, "Công cụ dụng cụ"],
];

/** The demo goods by a short name: stock, rates and tests import these codes. */
export const DEMO_GOODS = {
  dauGoi: "DG500",
  dauXa: "DX300",
  serumC: "SRVC30",
  suaRuaMat: "SRM150",
  matNaNgu: "MNCOL80",
  kemChongNang: "KCN50",
  tinhDauSa: "TDSC100",
  khanBong: "KBSPA",
  matNaGiay: "MNGLH",
  toner: "TNHH200",
  kemDuongDem: "KDD50",
  dauMassage: "DMHN1L",
  muoiTam: "MTTD500",
  luocGo: "LGDH",
  bangDo: "BDTB",
} as const;

/** The demo services by a short name. */
export const DEMO_SERVICES = {
  goiDau: "DVGOI45",
  daMat: "DVDA60",
  massageDaNong: "DVMS90",
  trietLongNach: "DVTLN",
  triMun10: "LTMUN10",
  catTocNu: "DVCATNU",
  nhuomToc: "DVNHUOM",
  massageChan: "DVMSCHAN",
  xongHoi: "DVXONG",
  treHoaDa5: "LTTHD5",
} as const;

interface GoodsSeed {
  ma_vt: string;
  ten_vt: string;
  ma_dvt: string;
  ma_nhom: string;
  ma_loai: string;
  gia_ban: number;
  ma_thue: "T8" | "T10";
  /** Barcodes of the base unit, then of the box when there is one: the 12 digits before the check digit. */
  barcodes: readonly string[];
  /** A box of `he_so` base units, with its own barcode. */
  box?: { ma_dvt: string; he_so: number; barcode: string };
}

const GOODS: readonly GoodsSeed[] = [
  {
    ma_vt: DEMO_GOODS.dauGoi,
    ten_vt: "Dầu gội dưỡng sinh thảo dược 500ml",
    ma_dvt: "CHAI",
    ma_nhom: DEMO_GROUPS.dauGoi,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 185_000,
    ma_thue: "T10",
    barcodes: ["893456700011"],
    box: { ma_dvt: "HOP", he_so: 12, barcode: "893456700012" },
  },
  {
    ma_vt: DEMO_GOODS.dauXa,
    ten_vt: "Dầu xả bưởi phục hồi tóc 300ml",
    ma_dvt: "CHAI",
    ma_nhom: DEMO_GROUPS.dauGoi,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 145_000,
    ma_thue: "T10",
    barcodes: ["893456700021"],
  },
  {
    ma_vt: DEMO_GOODS.serumC,
    ten_vt: "Serum vitamin C 30ml",
    ma_dvt: "LO",
    ma_nhom: DEMO_GROUPS.myPham,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 450_000,
    ma_thue: "T10",
    barcodes: ["893456700031"],
  },
  {
    ma_vt: DEMO_GOODS.suaRuaMat,
    ten_vt: "Sữa rửa mặt trà xanh 150ml",
    ma_dvt: "TUYP",
    ma_nhom: DEMO_GROUPS.da,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 125_000,
    ma_thue: "T10",
    barcodes: ["893456700041"],
    box: { ma_dvt: "HOP", he_so: 10, barcode: "893456700042" },
  },
  {
    ma_vt: DEMO_GOODS.matNaNgu,
    ten_vt: "Mặt nạ ngủ collagen 80g",
    ma_dvt: "LO",
    ma_nhom: DEMO_GROUPS.da,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 320_000,
    ma_thue: "T10",
    barcodes: ["893456700051"],
  },
  {
    ma_vt: DEMO_GOODS.kemChongNang,
    ten_vt: "Kem chống nắng SPF50+ 50ml",
    ma_dvt: "TUYP",
    ma_nhom: DEMO_GROUPS.da,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 280_000,
    ma_thue: "T10",
    barcodes: ["893456700061"],
    box: { ma_dvt: "HOP", he_so: 10, barcode: "893456700062" },
  },
  {
    ma_vt: DEMO_GOODS.tinhDauSa,
    ten_vt: "Tinh dầu sả chanh 100ml",
    ma_dvt: "CHAI",
    ma_nhom: DEMO_GROUPS.massage,
    ma_loai: DEMO_TYPES.nguyenLieu,
    gia_ban: 120_000,
    ma_thue: "T8",
    barcodes: ["893456700071"],
  },
  {
    ma_vt: DEMO_GOODS.khanBong,
    ten_vt: "Khăn bông spa 40x80cm",
    ma_dvt: "CAI",
    ma_nhom: DEMO_GROUPS.phuKien,
    ma_loai: DEMO_TYPES.congCu,
    gia_ban: 65_000,
    ma_thue: "T8",
    barcodes: ["893456700081"],
  },
  {
    ma_vt: DEMO_GOODS.matNaGiay,
    ten_vt: "Mặt nạ giấy lô hội dưỡng ẩm",
    ma_dvt: "CAI",
    ma_nhom: DEMO_GROUPS.da,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 25_000,
    ma_thue: "T10",
    barcodes: ["893456700091"],
    box: { ma_dvt: "HOP", he_so: 10, barcode: "893456700092" },
  },
  {
    ma_vt: DEMO_GOODS.toner,
    ten_vt: "Nước hoa hồng cân bằng da 200ml",
    ma_dvt: "CHAI",
    ma_nhom: DEMO_GROUPS.myPham,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 210_000,
    ma_thue: "T10",
    barcodes: ["893456700101"],
  },
  {
    ma_vt: DEMO_GOODS.kemDuongDem,
    ten_vt: "Kem dưỡng ẩm ban đêm 50g",
    ma_dvt: "LO",
    ma_nhom: DEMO_GROUPS.myPham,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 390_000,
    ma_thue: "T10",
    barcodes: ["893456700111"],
  },
  {
    ma_vt: DEMO_GOODS.dauMassage,
    ten_vt: "Dầu massage hạnh nhân 1 lít",
    ma_dvt: "CHAI",
    ma_nhom: DEMO_GROUPS.massage,
    ma_loai: DEMO_TYPES.nguyenLieu,
    gia_ban: 350_000,
    ma_thue: "T8",
    barcodes: ["893456700121"],
  },
  {
    ma_vt: DEMO_GOODS.muoiTam,
    ten_vt: "Muối tắm thảo dược 500g",
    ma_dvt: "GOI",
    ma_nhom: DEMO_GROUPS.massage,
    ma_loai: DEMO_TYPES.nguyenLieu,
    gia_ban: 95_000,
    ma_thue: "T8",
    barcodes: ["893456700131"],
  },
  {
    ma_vt: DEMO_GOODS.luocGo,
    ten_vt: "Lược gỗ đàn hương",
    ma_dvt: "CAI",
    ma_nhom: DEMO_GROUPS.phuKien,
    ma_loai: DEMO_TYPES.hangHoa,
    gia_ban: 85_000,
    ma_thue: "T10",
    barcodes: ["893456700141"],
  },
  {
    ma_vt: DEMO_GOODS.bangDo,
    ten_vt: "Băng đô turban spa",
    ma_dvt: "CAI",
    ma_nhom: DEMO_GROUPS.phuKien,
    ma_loai: DEMO_TYPES.congCu,
    gia_ban: 35_000,
    ma_thue: "T8",
    barcodes: ["893456700151"],
  },
];

/** Each demo good's barcodes as a scanner reads them (with the check digit), the box's last. */
export const DEMO_BARCODES: Record<string, string[]> = Object.fromEntries(
  GOODS.map((g) => [g.ma_vt, [...g.barcodes, ...(g.box ? [g.box.barcode] : [])].map(withCheckDigit)]),
);

type ServiceSeed = [ma_vt: string, ten_vt: string, ma_nhom: string, so_phut: number, gia_ban: number, so_buoi?: number];

const SERVICES: readonly ServiceSeed[] = [
  [DEMO_SERVICES.goiDau, "Gội đầu dưỡng sinh", DEMO_GROUPS.toc, 45, 150_000],
  [DEMO_SERVICES.daMat, "Chăm sóc da mặt cơ bản", DEMO_GROUPS.da, 60, 350_000],
  [DEMO_SERVICES.massageDaNong, "Massage body đá nóng", DEMO_GROUPS.massage, 90, 550_000],
  [DEMO_SERVICES.trietLongNach, "Triệt lông nách", DEMO_GROUPS.da, 30, 299_000],
  [DEMO_SERVICES.triMun10, "Liệu trình trị mụn 10 buổi", DEMO_GROUPS.lieuTrinh, 60, 3_500_000, 10],
  [DEMO_SERVICES.catTocNu, "Cắt tóc nữ", DEMO_GROUPS.toc, 45, 180_000],
  [DEMO_SERVICES.nhuomToc, "Nhuộm tóc", DEMO_GROUPS.toc, 120, 650_000],
  [DEMO_SERVICES.massageChan, "Massage chân thảo dược", DEMO_GROUPS.massage, 60, 250_000],
  [DEMO_SERVICES.xongHoi, "Xông hơi thảo dược", DEMO_GROUPS.massage, 30, 120_000],
  [DEMO_SERVICES.treHoaDa5, "Liệu trình trẻ hóa da 5 buổi", DEMO_GROUPS.lieuTrinh, 75, 4_500_000, 5],
];

const system = { created_by: "system", updated_by: "system" };

export async function seedDemoProducts(db: TenantDb): Promise<void> {
  await db
    .insert(productGroups)
    .values(GROUPS.map(([ma_nhom, ten_nhom]) => ({ ma_nhom, ten_nhom, ...system })))
    .onConflictDoNothing();
  await db
    .insert(productTypes)
    .values(TYPES.map(([ma_loai, ten_loai]) => ({ ma_loai, ten_loai, ...system })))
    .onConflictDoNothing();
  await db
    .insert(products)
    .values([
      ...GOODS.map((g) => ({
        ma_vt: g.ma_vt,
        ten_vt: g.ten_vt,
        ma_dvt: g.ma_dvt,
        ma_nhom: g.ma_nhom,
        ma_loai: g.ma_loai,
        ma_thue: g.ma_thue,
        gia_ban: g.gia_ban,
        ma_vach: barcodeText(g),
        loai_vt: "VT" as const,
        theo_doi_ton: true,
        ...system,
      })),
      ...SERVICES.map(([ma_vt, ten_vt, ma_nhom, so_phut, gia_ban, so_buoi = 1]) => ({
        ma_vt,
        ten_vt,
        ma_dvt: so_buoi > 1 ? "LT" : "LAN",
        ma_nhom,
        ma_loai: DEMO_TYPES.dichVu,
        ma_thue: "T8",
        gia_ban,
        so_phut,
        so_buoi,
        tk_dt: "5113",
        loai_vt: "DV" as const,
        theo_doi_ton: false,
        ...system,
      })),
    ])
    .onConflictDoNothing();
  await db
    .insert(productBarcodes)
    .values(
      GOODS.flatMap((g) => [
        ...g.barcodes.map((b) => ({ ma_vach: withCheckDigit(b), ma_vt: g.ma_vt, ma_dvt: null, ...system })),
        ...(g.box ? [{ ma_vach: withCheckDigit(g.box.barcode), ma_vt: g.ma_vt, ma_dvt: g.box.ma_dvt, ...system }] : []),
      ]),
    )
    .onConflictDoNothing();
  await db
    .insert(conversionUnits)
    .values(
      GOODS.flatMap((g) => (g.box ? [{ ma_vt: g.ma_vt, ma_dvt: g.box.ma_dvt, he_so: g.box.he_so, ...system }] : [])),
    )
    .onConflictDoNothing();
}

function barcodeText(g: GoodsSeed): string {
  return barcodesText([
    ...g.barcodes.map((b) => ({ ma_vach: withCheckDigit(b), ma_dvt: null })),
    ...(g.box ? [{ ma_vach: withCheckDigit(g.box.barcode), ma_dvt: g.box.ma_dvt }] : []),
  ]);
}
