import type { TenantDb } from "../../platform/db/tenant-db.js";
import { taxes, voucherInfos } from "./accounting.tables.js";

type Kind = readonly [ma_ct: string, prefix: string, vi: string, en: string];

/** The document types a shop starts with; each gets a row per status of its workflow (system/stt). */
const KINDS: readonly Kind[] = [
  ["HD1", "HD", "Hóa đơn bán hàng", "Sales invoice"],
  ["DV1", "DV", "Phiếu dịch vụ", "Service order"],
  ["PT1", "PT", "Phiếu thu", "Cash receipt"],
  ["PC1", "PC", "Phiếu chi", "Cash payment"],
  ["PN1", "PN", "Phiếu nhập kho", "Goods receipt"],
  ["PX1", "PX", "Phiếu xuất kho", "Goods delivery"],
  ["DC1", "DC", "Phiếu điều chuyển kho", "Stock transfer"],
  ["DK1", "DK", "Tồn đầu kỳ", "Opening stock"],
  ["DH1", "DH", "Đơn mua hàng trong nước", "Domestic purchase order"],
];

/**
 * What each status does, the same codes as the stt seed: 2 is posted and locked, 9 cancelled
 * and locked, the others may still be edited and are not in the ledger.
 */
const POSTED = "2";
const CANCELLED = "9";

export async function seedVoucherInfos(db: TenantDb, workflows: Record<string, readonly string[]>): Promise<void> {
  const rows = KINDS.flatMap(([ma_ct, prefix, ten_ct, ten_ct_en]) =>
    (workflows[ma_ct] ?? []).map((status) => ({
      ma_ct,
      status,
      ten_ct,
      ten_ct_en,
      prefix,
      ghi_so: status === POSTED,
      cho_sua: status !== POSTED && status !== CANCELLED,
      created_by: "system",
    })),
  );
  if (rows.length > 0) {
    await db
      .insert(voucherInfos)
      .values(rows)
      .onConflictDoNothing({ target: [voucherInfos.ma_ct, voucherInfos.status] });
  }
}

/**
 * The VAT rates of the Law on VAT with the account they post to (33311, output VAT); 8 % is the
 * temporary reduced rate the National Assembly keeps extending, a tenant switches it off when it ends.
 */
const VAT_RATES: readonly [code: string, name: string, rate: number, from: string][] = [
  ["KCT", "Không chịu thuế GTGT", 0, "2014-01-01"],
  ["T0", "Thuế GTGT 0%", 0, "2014-01-01"],
  ["T5", "Thuế GTGT 5%", 5, "2014-01-01"],
  ["T8", "Thuế GTGT 8% (giảm 2%)", 8, "2025-07-01"],
  ["T10", "Thuế GTGT 10%", 10, "2014-01-01"],
];

export async function seedVatRates(db: TenantDb): Promise<void> {
  await db
    .insert(taxes)
    .values(
      VAT_RATES.map(([ma_thue, ten_thue, thue_suat, ngay_hieu_luc]) => ({
        ma_thue,
        ten_thue,
        thue_suat,
        tk_thue: ma_thue === "KCT" ? null : "33311",
        ngay_hieu_luc,
        created_by: "system",
      })),
    )
    .onConflictDoNothing();
}
