import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, isoDate } from "../../../platform/documents/document.schemas.js";
import type {
  DocumentDraft,
  DocumentKind,
  DocumentRow,
  StoredDocument,
} from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { prepareStockDraft } from "../../stock/documents/stock-drafts.js";
import { stockNames } from "../../stock/documents/stock-names.js";
import { purchaseOrderDetails, purchaseOrders } from "../purchases.tables.js";
import { refuseCancelWithReceipts } from "./order-cancel.js";
import { inLineUnit, type OrderLine, orderProgress } from "./order-progress.js";

async function supplierOf(db: TenantDb, ma_ncc: unknown) {
  const { rows } = await db.$client.query<{ ten_ncc: string; status: boolean }>(
    "SELECT ten_ncc, status FROM suppliers WHERE ma_ncc = $1",
    [String(ma_ncc)],
  );
  return rows[0];
}

/** The supplier must exist and be in use. */
async function prepareSupplier(db: TenantDb, draft: DocumentDraft) {
  const supplier = await supplierOf(db, draft.header.ma_ncc);
  if (!supplier?.status) {
    throw invalidInput({
      ma_ncc: bilingual(
        `Nhà cung cấp ${String(draft.header.ma_ncc)} không tồn tại hoặc đã ngừng sử dụng`,
        `Supplier ${String(draft.header.ma_ncc)} does not exist or is inactive`,
      ),
    });
  }
}

/** The suppliers' and warehouses' names of a page of orders. */
async function listNames(db: TenantDb, rows: DocumentRow[]) {
  const [suppliers, warehouses] = await Promise.all([
    db.$client.query<{ ma_ncc: string; ten_ncc: string }>(
      "SELECT ma_ncc, ten_ncc FROM suppliers WHERE ma_ncc = ANY($1)",
      [rows.map((r) => String(r.ma_ncc))],
    ),
    db.$client.query<{ ma_kho: string; ten_kho: string }>(
      "SELECT ma_kho, ten_kho FROM warehouses WHERE ma_kho = ANY($1)",
      [rows.map((r) => String(r.ma_kho))],
    ),
  ]);
  return {
    suppliers: new Map(suppliers.rows.map((r) => [r.ma_ncc, r.ten_ncc])),
    warehouses: new Map(warehouses.rows.map((r) => [r.ma_kho, r.ten_kho])),
  };
}

/** Names for the screen and the print, and each line's received and still-to-come quantities in its unit. */
async function describeOrder(db: TenantDb, doc: StoredDocument) {
  const [names, supplier, progress] = await Promise.all([
    stockNames(db, doc),
    supplierOf(db, doc.header.ma_ncc),
    orderProgress(db, doc.header.stt_rec, doc.details as unknown as OrderLine[]),
  ]);
  return {
    header: { ...names.header, ten_ncc: supplier?.ten_ncc ?? "", ...progress.header },
    details: doc.details.map((line, i) => {
      const p = progress.perLine[i];
      const unit = line as unknown as OrderLine;
      return {
        ...names.details[i],
        so_luong_nhan: p ? inLineUnit(p.nhan_qd, unit) : 0,
        so_luong_con: p ? inLineUnit(p.con_qd, unit) : Number(line.so_luong),
      };
    }),
  };
}

/**
 * A domestic purchase order (DH1): it moves no stock. A request to approve it from someone without the approve
 * right waits for an approver (status 1); once approved (2), receipts are made from it until all has come.
 */
export const domesticOrderKind: DocumentKind = {
  ma_ct: "DH1",
  api: "purchases/domestic-orders",
  command: "purchases.domestic-orders",
  approver: { command: "purchases.domestic-orders.approve", right: "edit" },
  label: { vi: "Đơn mua hàng trong nước", en: "Domestic purchase order" },
  header: purchaseOrders,
  lines: purchaseOrderDetails,
  headerFields: {
    ma_ncc: code({ vi: "Nhà cung cấp", en: "Supplier" }),
    ma_kho: code({ vi: "Kho nhận hàng", en: "Receiving warehouse" }),
    ngay_giao: isoDate().nullish(),
  },
  lineFields: {},
  prefix: voucherPrefix,
  async prepare(db, draft, request) {
    await prepareSupplier(db, draft);
    await prepareStockDraft(db, draft, request);
  },
  async post() {},
  async cancel(db, doc) {
    await refuseCancelWithReceipts(db, doc);
  },
  describe: describeOrder,
  async describeList(db, rows) {
    const names = await listNames(db, rows);
    return Promise.all(
      rows.map(async (row) => {
        const { rows: lines } = await db.$client.query<OrderLine>(
          "SELECT line, ma_vt, so_luong::text, he_so::text, so_luong_qd::text FROM purchase_order_details WHERE stt_rec = $1",
          [row.stt_rec],
        );
        const progress = (await orderProgress(db, String(row.stt_rec), lines)).header;
        return {
          ten_ncc: names.suppliers.get(String(row.ma_ncc)) ?? "",
          ten_kho: names.warehouses.get(String(row.ma_kho)) ?? "",
          ...progress,
        };
      }),
    );
  },
};
