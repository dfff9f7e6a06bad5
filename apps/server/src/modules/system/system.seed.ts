import type { TenantDb } from "../../platform/db/tenant-db.js";
import { dictionaries, stt } from "./system.tables.js";

type Entry = readonly [code: string, vi: string, en: string];

/** The lists a spa or salon picks from on day one, keyed by `group`. */
const DICTIONARY_SEED: Record<string, readonly Entry[]> = {
  nguon_khach: [
    ["FACEBOOK", "Facebook", "Facebook"],
    ["ZALO", "Zalo", "Zalo"],
    ["TIKTOK", "TikTok", "TikTok"],
    ["WEBSITE", "Website", "Website"],
    ["HOTLINE", "Gọi tổng đài", "Hotline call"],
    ["GIOI_THIEU", "Khách giới thiệu", "Referral"],
    ["VANG_LAI", "Khách vãng lai", "Walk-in"],
  ],
  hinh_thuc_tt: [
    ["TIEN_MAT", "Tiền mặt", "Cash"],
    ["CHUYEN_KHOAN", "Chuyển khoản", "Bank transfer"],
    ["THE", "Thẻ ngân hàng", "Bank card"],
    ["VI_DIEN_TU", "Ví điện tử", "E-wallet"],
    ["THE_TRA_TRUOC", "Thẻ trả trước", "Prepaid card"],
    ["VOUCHER", "Phiếu quà tặng", "Voucher"],
  ],
  nhom_dich_vu: [
    ["CHAM_SOC_DA", "Chăm sóc da mặt", "Facial care"],
    ["MASSAGE", "Massage body", "Body massage"],
    ["GOI_DAU", "Gội đầu dưỡng sinh", "Herbal hair wash"],
    ["NAIL", "Làm móng", "Nail care"],
    ["LAM_TOC", "Làm tóc", "Hair styling"],
    ["TRIET_LONG", "Triệt lông", "Hair removal"],
    ["PHUN_XAM", "Phun xăm thẩm mỹ", "Cosmetic tattooing"],
  ],
  ly_do_huy_hen: [
    ["BAN_DOT_XUAT", "Khách bận đột xuất", "Customer unexpectedly busy"],
    ["DOI_LICH", "Khách đổi lịch", "Customer rescheduled"],
    ["KHONG_LIEN_LAC", "Không liên lạc được khách", "Customer unreachable"],
    ["HET_KY_THUAT_VIEN", "Hết kỹ thuật viên trống lịch", "No technician available"],
  ],
};

type Status = readonly [status: string, vi: string, en: string, color: string, isDefault?: "default"];

const NEW = "#1677ff";
const DRAFT = "#8c8c8c";
const WORKING = "#fa8c16";
const WAITING = "#faad14";
const DONE = "#52c41a";
const CANCELLED = "#ff4d4f";

/**
 * Workflows per document type (`ma_ct`). Sales and accounting documents share the codes 0 draft,
 * 1 awaiting approval, 2 posted and 9 cancelled, so reports can filter posted documents alike.
 */
const STT_SEED: Record<string, readonly Status[]> = {
  TASK: [
    ["0", "Mới", "New", NEW, "default"],
    ["1", "Đang thực hiện", "In progress", WORKING],
    ["2", "Hoàn thành", "Completed", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  TICKET: [
    ["0", "Mới tiếp nhận", "Received", NEW, "default"],
    ["1", "Đang xử lý", "In progress", WORKING],
    ["2", "Đã xử lý", "Resolved", DONE],
    ["3", "Đóng", "Closed", DRAFT],
  ],
  HD1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["1", "Chờ duyệt", "Awaiting approval", WAITING],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A service order is served (3) before it is completed and posted (2).
  DV1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["1", "Chờ duyệt", "Awaiting approval", WAITING],
    ["3", "Đang phục vụ", "In service", WORKING],
    ["2", "Hoàn thành", "Completed", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A serving uses a package's sessions when it is posted.
  SD1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // Cash changes hands as the voucher is written, so it is posted at once.
  PT1: [
    ["0", "Lập chứng từ", "Draft", DRAFT],
    ["2", "Đã ghi sổ", "Posted", DONE, "default"],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  PC1: [
    ["0", "Lập chứng từ", "Draft", DRAFT],
    ["2", "Đã ghi sổ", "Posted", DONE, "default"],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // Bank receipts and payments are entered from the bank's advice, already done: posted at once.
  BC1: [
    ["0", "Lập chứng từ", "Draft", DRAFT],
    ["2", "Đã ghi sổ", "Posted", DONE, "default"],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  BN1: [
    ["0", "Lập chứng từ", "Draft", DRAFT],
    ["2", "Đã ghi sổ", "Posted", DONE, "default"],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A general voucher (closing entries, corrections) is drafted and checked before it is posted.
  PK1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // Stock moves when the receipt or delivery is posted, after the storekeeper checks the goods.
  PN1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  PX1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  DC1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // Opening stock, entered once per warehouse and product when the shop starts using the software.
  DK1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A return puts goods back and pays money back: one without the approver's right waits for approval.
  TL1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["1", "Chờ duyệt", "Awaiting approval", WAITING],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // Gifts leave the warehouse when the gift order is posted.
  QT1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["2", "Đã ghi sổ", "Posted", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A gift exchange spends the customer's points as the gifts leave the warehouse, at the counter: posted at once.
  DD1: [
    ["0", "Lập chứng từ", "Draft", DRAFT],
    ["2", "Đã ghi sổ", "Posted", DONE, "default"],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A sales order is confirmed (2) as it is taken, its deposit with it; bills then deliver it.
  DB1: [
    ["0", "Lập chứng từ", "Draft", DRAFT],
    ["2", "Đã xác nhận", "Confirmed", DONE, "default"],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // Money changes hands as a card is topped up, so the top-up is posted at once.
  NT1: [
    ["0", "Lập chứng từ", "Draft", DRAFT],
    ["2", "Đã ghi sổ", "Posted", DONE, "default"],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A promotion's rules change what every counter charges: they hold once approved (2), until cancelled.
  KM1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["1", "Chờ duyệt", "Awaiting approval", WAITING],
    ["2", "Đã duyệt", "Approved", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  KM2: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["1", "Chờ duyệt", "Awaiting approval", WAITING],
    ["2", "Đã duyệt", "Approved", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // A discount changes what every counter charges, as a promotion does: it holds once approved (2), until cancelled.
  CK1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["1", "Chờ duyệt", "Awaiting approval", WAITING],
    ["2", "Đã duyệt", "Approved", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
  // No-name cards: money changes hands as cards are sold or topped up, and cards move as they are issued,
  // transferred or received, so each of their documents is posted at once.
  ...Object.fromEntries(
    ["PV1", "BV1", "NV1", "CV1", "RV1"].map((ma_ct) => [
      ma_ct,
      [
        ["0", "Lập chứng từ", "Draft", DRAFT],
        ["2", "Đã ghi sổ", "Posted", DONE, "default"],
        ["9", "Hủy", "Cancelled", CANCELLED],
      ] as const,
    ]),
  ),
  // A purchase order moves no stock: approving it (2) lets receipts be made from it.
  DH1: [
    ["0", "Lập chứng từ", "Draft", DRAFT, "default"],
    ["1", "Chờ duyệt", "Awaiting approval", WAITING],
    ["2", "Đã duyệt", "Approved", DONE],
    ["9", "Hủy", "Cancelled", CANCELLED],
  ],
};

/** The status codes of each document type's workflow, in order. */
export const STT_WORKFLOWS: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(STT_SEED).map(([ma_ct, statuses]) => [ma_ct, statuses.map(([status]) => status)]),
);

const sortOf = (index: number) => (index + 1) * 10;

/** Dictionaries and document statuses every tenant starts with; rows a tenant already has are kept. */
export async function seedSystemLookups(db: TenantDb): Promise<void> {
  await db
    .insert(dictionaries)
    .values(
      Object.entries(DICTIONARY_SEED).flatMap(([group, entries]) =>
        entries.map(([ma_tudien, ten_tudien, ten_tudien_en], i) => ({
          group,
          ma_tudien,
          ten_tudien,
          ten_tudien_en,
          sort: sortOf(i),
          created_by: "system",
        })),
      ),
    )
    .onConflictDoNothing({ target: dictionaries.ma_tudien });
  await seedStatuses(db, Object.keys(STT_SEED));
}

async function seedStatuses(db: TenantDb, types: readonly string[]): Promise<void> {
  if (types.length === 0) return;
  await db
    .insert(stt)
    .values(
      types.flatMap((ma_ct) =>
        (STT_SEED[ma_ct] ?? []).map(([status, ten_stt, ten_stt_en, color, isDefault], i) => ({
          ma_ct,
          status,
          ten_stt,
          ten_stt_en,
          color,
          sort: sortOf(i),
          is_default: isDefault === "default",
          created_by: "system",
        })),
      ),
    )
    .onConflictDoNothing({ target: [stt.ma_ct, stt.status] });
}

/**
 * The document types a release brings that a tenant has no status of yet (returns reaching a shop made before
 * them): their statuses; gives the types, whose voucher infos the caller seeds. Types a tenant has are its own.
 */
export async function seedNewDocumentTypes(db: TenantDb): Promise<Record<string, readonly string[]>> {
  const { rows } = await db.$client.query<{ ma_ct: string }>("SELECT DISTINCT ma_ct FROM stt");
  const known = new Set(rows.map((r) => r.ma_ct));
  const fresh = Object.keys(STT_SEED).filter((ma_ct) => !known.has(ma_ct));
  await seedStatuses(db, fresh);
  return Object.fromEntries(fresh.map((ma_ct) => [ma_ct, STT_WORKFLOWS[ma_ct] ?? []]));
}
