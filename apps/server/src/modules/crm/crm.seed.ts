import type { TenantDb } from "../../platform/db/tenant-db.js";
import { complainTypes, partnerLevels, sourceTypeOptions, sourceTypes, taskTypes, ticketTypes } from "./crm.tables.js";

type Named = readonly [code: string, name: string];

/** Where a spa's customers come from, and the detail marketing asks for. */
const SOURCES: readonly Named[] = [
  ["FACEBOOK", "Facebook"],
  ["ZALO", "Zalo"],
  ["WEBSITE", "Website"],
  ["GIOITHIEU", "Người quen giới thiệu"],
  ["VANGLAI", "Khách vãng lai"],
  ["HOTLINE", "Hotline"],
];
const SOURCE_OPTIONS: readonly [...Named, source: string][] = [
  ["FB-ADS", "Quảng cáo Facebook", "FACEBOOK"],
  ["FB-PAGE", "Nhắn tin fanpage", "FACEBOOK"],
  ["ZALO-OA", "Zalo OA", "ZALO"],
  ["WEB-FORM", "Form đăng ký trên website", "WEBSITE"],
];
const LEVELS: readonly [...Named, order: number, colour: string][] = [
  ["TIEMNANG", "Tiềm năng", 10, "#8c8c8c"],
  ["MOI", "Khách hàng mới", 20, "#1677ff"],
  ["THANTHIET", "Thân thiết", 30, "#52c41a"],
  ["VANG", "Hạng vàng", 40, "#faad14"],
];
const TASK_TYPES: readonly [...Named, colour: string][] = [
  ["TUVAN", "Tư vấn", "#1677ff"],
  ["LAMDV", "Làm dịch vụ", "#52c41a"],
  ["GOILAI", "Gọi lại", "#faad14"],
  ["CHAMSOC", "Chăm sóc sau dịch vụ", "#eb2f96"],
];
const TICKET_TYPES: readonly [...Named, colour: string][] = [
  ["HOTRO", "Hỗ trợ", "#1677ff"],
  ["BAOHANH", "Bảo hành dịch vụ", "#fa8c16"],
  ["DOILICH", "Đổi lịch", "#722ed1"],
];
const COMPLAIN_TYPES: readonly [...Named, colour: string][] = [
  ["CHATLUONG", "Chất lượng dịch vụ", "#f5222d"],
  ["THAIDO", "Thái độ nhân viên", "#fa541c"],
  ["THANHTOAN", "Thanh toán", "#faad14"],
];

const system = { created_by: "system" } as const;

/** The catalogues every tenant starts with, then owns: sources, levels and the types of records. */
export async function seedCrmCatalogues(db: TenantDb): Promise<void> {
  await db
    .insert(sourceTypes)
    .values(SOURCES.map(([ma_nguon, ten_nguon]) => ({ ma_nguon, ten_nguon, ...system })))
    .onConflictDoNothing();
  await db
    .insert(sourceTypeOptions)
    .values(
      SOURCE_OPTIONS.map(([ma_chi_tiet, ten_chi_tiet, ma_nguon]) => ({
        ma_chi_tiet,
        ten_chi_tiet,
        ma_nguon,
        ...system,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(partnerLevels)
    .values(LEVELS.map(([ma_cap_do, ten_cap_do, thu_tu, mau]) => ({ ma_cap_do, ten_cap_do, thu_tu, mau, ...system })))
    .onConflictDoNothing();
  for (const [table, list] of [
    [taskTypes, TASK_TYPES],
    [ticketTypes, TICKET_TYPES],
    [complainTypes, COMPLAIN_TYPES],
  ] as const) {
    await db
      .insert(table)
      .values(list.map(([ma_loai, ten_loai, mau]) => ({ ma_loai, ten_loai, mau, ...system })))
      .onConflictDoNothing();
  }
}
