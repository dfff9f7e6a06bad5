import { DOCUMENT_STATUS } from "@sen/core";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { documents } from "../../../platform/documents/document.service.js";
import type { DocumentKind } from "../../../platform/documents/document-kind.js";
import { deliveryOrderKind, openingStockKind, receiptOrderKind, transferOrderKind } from "../documents/stock-kinds.js";
import { DEMO_GOODS } from "../stock.demo.js";
/*
 * The demo spa's stock: an opening balance in each warehouse of both branches two months ago, then
 * purchases (one in boxes), sales and use in the rooms, and a transfer from Quận 1 to Hà Nội, all
 * posted through the documents' own rules, so every stock card has a history that ends today.
 */

export const DEMO_WAREHOUSES = { q1: "Q1-CHINH", q1MyPham: "Q1-MYPHAM", hn: "HN-CHINH" } as const;
const W = DEMO_WAREHOUSES;
const G = DEMO_GOODS;

type Line = [ma_vt: string, so_luong: number, gia?: number, ma_dvt?: string];

interface Movement {
  kind: DocumentKind;
  /** Days before the seeding day. */
  daysAgo: number;
  ma_kho: string;
  dien_giai: string;
  ma_kho_nhan?: string;
  lines: readonly Line[];
}

/** Each good's purchase cost (₫ per base unit): the opening stock and the receipts are valued at it. */
const COST: Record<string, number> = {
  [G.dauGoi]: 110_000,
  [G.dauXa]: 85_000,
  [G.serumC]: 270_000,
  [G.suaRuaMat]: 70_000,
  [G.matNaNgu]: 190_000,
  [G.kemChongNang]: 165_000,
  [G.tinhDauSa]: 70_000,
  [G.khanBong]: 38_000,
  [G.matNaGiay]: 12_000,
  [G.toner]: 125_000,
  [G.kemDuongDem]: 230_000,
  [G.dauMassage]: 210_000,
  [G.muoiTam]: 55_000,
  [G.luocGo]: 45_000,
  [G.bangDo]: 18_000,
};
const at = (ma_vt: string, so_luong: number): Line => [ma_vt, so_luong, COST[ma_vt]];

const MOVEMENTS: readonly Movement[] = [
  {
    kind: openingStockKind,
    daysAgo: 60,
    ma_kho: W.q1,
    dien_giai: "Tồn đầu kỳ kho chính Quận 1",
    lines: [
      at(G.dauGoi, 48),
      at(G.dauXa, 36),
      at(G.suaRuaMat, 40),
      at(G.tinhDauSa, 30),
      at(G.khanBong, 120),
      at(G.matNaGiay, 200),
      at(G.dauMassage, 20),
      at(G.muoiTam, 50),
      at(G.luocGo, 25),
      at(G.bangDo, 80),
    ],
  },
  {
    kind: openingStockKind,
    daysAgo: 60,
    ma_kho: W.q1MyPham,
    dien_giai: "Tồn đầu kỳ kho mỹ phẩm Quận 1",
    lines: [at(G.serumC, 24), at(G.matNaNgu, 18), at(G.kemChongNang, 30), at(G.toner, 24), at(G.kemDuongDem, 15)],
  },
  {
    kind: openingStockKind,
    daysAgo: 60,
    ma_kho: W.hn,
    dien_giai: "Tồn đầu kỳ kho chính Hà Nội",
    lines: [
      at(G.dauGoi, 24),
      at(G.dauXa, 20),
      at(G.serumC, 10),
      at(G.suaRuaMat, 20),
      at(G.kemChongNang, 15),
      at(G.khanBong, 80),
      at(G.matNaGiay, 100),
      at(G.dauMassage, 12),
    ],
  },
  {
    kind: receiptOrderKind,
    daysAgo: 30,
    ma_kho: W.q1,
    dien_giai: "Nhập hàng Công ty TNHH Mỹ phẩm Hoa Sen",
    lines: [
      [G.dauGoi, 2, 12 * 105_000, "HOP"],
      [G.matNaGiay, 10, 10 * 11_500, "HOP"],
      at(G.tinhDauSa, 20),
      at(G.dauMassage, 10),
    ],
  },
  {
    kind: receiptOrderKind,
    daysAgo: 25,
    ma_kho: W.q1MyPham,
    dien_giai: "Nhập mỹ phẩm đợt tháng",
    lines: [[G.kemChongNang, 2, 10 * 160_000, "HOP"], at(G.serumC, 12), at(G.matNaNgu, 12)],
  },
  {
    kind: deliveryOrderKind,
    daysAgo: 20,
    ma_kho: W.q1,
    dien_giai: "Xuất dùng cho phòng trị liệu",
    lines: [
      [G.khanBong, 30],
      [G.dauMassage, 6],
      [G.muoiTam, 15],
      [G.tinhDauSa, 8],
    ],
  },
  {
    kind: deliveryOrderKind,
    daysAgo: 12,
    ma_kho: W.q1MyPham,
    dien_giai: "Xuất bán cho khách lẻ",
    lines: [
      [G.serumC, 5],
      [G.kemChongNang, 8],
      [G.toner, 6],
    ],
  },
  {
    kind: deliveryOrderKind,
    daysAgo: 9,
    ma_kho: W.hn,
    dien_giai: "Xuất bán cho khách lẻ",
    lines: [
      [G.dauGoi, 6],
      [G.dauXa, 4],
      [G.matNaGiay, 30],
    ],
  },
  {
    kind: transferOrderKind,
    daysAgo: 5,
    ma_kho: W.q1,
    ma_kho_nhan: W.hn,
    dien_giai: "Điều chuyển hàng cho chi nhánh Hà Nội",
    lines: [
      [G.dauGoi, 12],
      [G.matNaGiay, 50],
      [G.muoiTam, 10],
    ],
  },
  {
    kind: deliveryOrderKind,
    daysAgo: 2,
    ma_kho: W.q1,
    dien_giai: "Xuất bán cho khách lẻ",
    lines: [
      [G.dauGoi, 5],
      [G.suaRuaMat, 4],
      [G.matNaGiay, 20],
      [G.luocGo, 3],
    ],
  },
];

/** The seeding day less `days`, in Vietnam's calendar. */
function dayAgo(days: number): string {
  const vietnam = new Date(Date.now() + 7 * 3_600_000);
  vietnam.setUTCDate(vietnam.getUTCDate() - days);
  return vietnam.toISOString().slice(0, 10);
}

/** Who enters the demo's documents: the system, in both branches (its audit rows say "system"). */
const SEEDER = { branches: ["CN01", "CN02"], headers: {}, ip: "" } as unknown as FastifyRequest;

/** Posts the demo's stock documents, oldest first, once (a tenant that has stock documents already is left as it is). */
export async function seedDemoStock(db: TenantDb): Promise<void> {
  const { rows } = await db.$client.query("SELECT 1 FROM stock_ledger LIMIT 1");
  if (rows.length > 0) return;
  for (const m of MOVEMENTS) {
    const details = m.lines.map(([ma_vt, so_luong, gia = 0, ma_dvt]) => ({
      ma_vt,
      so_luong,
      gia,
      ck: 0,
      thue_suat: 0,
      ...(ma_dvt ? { ma_dvt } : {}),
    }));
    await documents.create(
      db,
      m.kind,
      {
        ngay_ct: dayAgo(m.daysAgo),
        ma_kho: m.ma_kho,
        ...(m.ma_kho_nhan ? { ma_kho_nhan: m.ma_kho_nhan } : {}),
        dien_giai: m.dien_giai,
        status: DOCUMENT_STATUS.posted,
        details,
      },
      SEEDER,
    );
  }
}
