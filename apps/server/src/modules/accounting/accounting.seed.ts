import type { TenantDb } from "../../platform/db/tenant-db.js";
import { voucherInfos } from "./accounting.tables.js";

type Kind = readonly [ma_ct: string, prefix: string, vi: string, en: string];

/** The document types a shop starts with; each gets a row per status of its workflow (system/stt). */
const KINDS: readonly Kind[] = [
  ["HD1", "HD", "Hóa đơn bán hàng", "Sales invoice"],
  ["DV1", "DV", "Phiếu dịch vụ", "Service order"],
  ["PT1", "PT", "Phiếu thu", "Cash receipt"],
  ["PC1", "PC", "Phiếu chi", "Cash payment"],
  ["PN1", "PN", "Phiếu nhập kho", "Goods receipt"],
  ["PX1", "PX", "Phiếu xuất kho", "Goods delivery"],
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
