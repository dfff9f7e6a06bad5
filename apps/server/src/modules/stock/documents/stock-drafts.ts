import { fromFixed, ITEM_KIND, mulDiv, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft } from "../../../platform/documents/document-kind.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { QTY } from "../ledger/stock-ledger.service.js";

interface Warehouse {
  ma_kho: string;
  ma_dvcs: string;
  status: boolean;
}

/** The warehouses of the codes given (a header's issuing and receiving ones), in one read. */
async function warehousesOf(db: TenantDb, codes: unknown[]): Promise<Map<string, Warehouse>> {
  const { rows } = await db.$client.query<Warehouse>(
    prepared("SELECT ma_kho, ma_dvcs, status FROM warehouses WHERE ma_kho = ANY($1)", [
      codes.filter((c): c is string => typeof c === "string"),
    ]),
  );
  return new Map(rows.map((w) => [w.ma_kho, w]));
}

const unknownWarehouse = (code: unknown) =>
  bilingual(
    `Kho ${String(code)} không tồn tại hoặc đã ngừng sử dụng`,
    `Warehouse ${String(code)} does not exist or is inactive`,
  );

/**
 * Checks a stock document's warehouses: each must exist and be active, the issuing one in the user's selected
 * branches (403), and the receiving one (a transfer's) another; the document belongs to the issuing one's branch.
 */
export async function prepareWarehouses(
  db: TenantDb,
  draft: DocumentDraft,
  request: FastifyRequest,
  receiving = false,
) {
  const errors: Record<string, string> = {};
  const { ma_kho, ma_kho_nhan } = draft.header;
  const found = await warehousesOf(db, receiving ? [ma_kho, ma_kho_nhan] : [ma_kho]);
  const from = found.get(String(ma_kho));
  if (!from?.status) errors.ma_kho = unknownWarehouse(ma_kho);
  if (receiving) {
    const to = found.get(String(ma_kho_nhan));
    if (!to?.status) errors.ma_kho_nhan = unknownWarehouse(ma_kho_nhan);
    else if (to.ma_kho === from?.ma_kho) {
      errors.ma_kho_nhan = bilingual("Kho nhận phải khác kho xuất", "The receiving warehouse must differ");
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  if (from && !request.branches.includes(from.ma_dvcs)) {
    throw new AppError(403, "branch_forbidden", { branches: from.ma_dvcs });
  }
  draft.header.ma_dvcs = from?.ma_dvcs;
}

/** What a base quantity column holds (numeric(24,6)), kept well below so balances have room. */
const BASE_LIMIT = 10n ** 21n;

interface Product {
  ma_vt: string;
  ma_dvt: string;
  loai_vt: string;
  theo_doi_ton: boolean;
  status: boolean;
}

/**
 * Checks each line's product (existing, active, stocked goods) and unit (the base unit, the default, or one
 * with a conversion), and sets the line's `he_so` and base quantity `so_luong_qd`; 422 naming each bad line.
 * Lines that are `sold` (a bill's) may also be services and goods kept out of stock: `xuat_kho` says which leave
 * the warehouse.
 */
export async function prepareStockLines(db: TenantDb, draft: DocumentDraft, sold = false) {
  const codes = [...new Set(draft.details.map((d) => d.ma_vt))];
  // Each product with its conversions, one row per conversion (or one with none).
  const { rows } = await db.$client.query<Product & { unit: string | null; he_so: string | null }>(
    prepared(
      `SELECT p.ma_vt, p.ma_dvt, p.loai_vt, p.theo_doi_ton, p.status, c.ma_dvt AS unit, c.he_so::text AS he_so
     FROM products p LEFT JOIN conversion_units c ON c.ma_vt = p.ma_vt
     WHERE p.ma_vt = ANY($1)`,
      [codes],
    ),
  );
  const byCode = new Map(rows.map((p) => [p.ma_vt, p]));
  const factor = new Map(rows.filter((c) => c.unit !== null).map((c) => [`${c.ma_vt}\u0000${c.unit}`, c.he_so ?? "0"]));
  const errors: Record<string, string> = {};
  draft.details.forEach((line, i) => {
    const product = byCode.get(line.ma_vt);
    if (!product?.status) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `Sản phẩm ${line.ma_vt} không tồn tại hoặc đã ngừng sử dụng`,
        `Product ${line.ma_vt} does not exist or is inactive`,
      );
      return;
    }
    const stocked = product.loai_vt === ITEM_KIND.VT && product.theo_doi_ton;
    if (sold) line.xuat_kho = stocked;
    else if (!stocked) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `${line.ma_vt} không theo dõi tồn kho (dịch vụ hoặc hàng không quản lý kho)`,
        `${line.ma_vt} is not stocked (a service or an untracked item)`,
      );
      return;
    }
    const unit = line.ma_dvt ?? product.ma_dvt;
    const he_so = unit === product.ma_dvt ? "1" : factor.get(`${line.ma_vt}\u0000${unit}`);
    if (he_so === undefined || toFixed(he_so, QTY) <= 0n) {
      errors[`details.${i}.ma_dvt`] = bilingual(
        `Đơn vị ${unit} chưa có quy đổi sang ${product.ma_dvt} cho ${line.ma_vt}`,
        `Unit ${unit} has no conversion to ${product.ma_dvt} for ${line.ma_vt}`,
      );
      return;
    }
    const base = mulDiv(toFixed(line.so_luong, 3), toFixed(he_so, QTY), 1000n);
    if (base >= BASE_LIMIT) {
      errors[`details.${i}.so_luong`] = bilingual(
        "Số lượng quy đổi quá lớn",
        "The quantity in base units is too large",
      );
      return;
    }
    line.ma_dvt = unit;
    line.he_so = fromFixed(toFixed(he_so, QTY), QTY);
    line.so_luong_qd = fromFixed(base, QTY);
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** Lines of one document may not repeat a product where it is entered once (opening stock). */
export function refuseRepeatedProducts(draft: DocumentDraft) {
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  draft.details.forEach((line, i) => {
    if (seen.has(line.ma_vt)) {
      errors[`details.${i}.ma_vt`] = bilingual(`${line.ma_vt} lặp lại trong phiếu`, `${line.ma_vt} is repeated`);
    }
    seen.add(line.ma_vt);
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** A stock document's warehouses and lines, checked together: their reads go out in one write. */
export async function prepareStockDraft(
  db: TenantDb,
  draft: DocumentDraft,
  request: FastifyRequest,
  receiving = false,
) {
  await Promise.all([prepareWarehouses(db, draft, request, receiving), prepareStockLines(db, draft)]);
}
