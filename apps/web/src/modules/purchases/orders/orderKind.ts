import { conversionUnitEntity, productEntity, supplierEntity, warehouseEntity } from "@sen/core";
import type { DocumentKind } from "@/platform/document";

/**
 * Domestic purchase orders (DH1): supplier, receiving warehouse, expected date and priced lines; an approver's
 * 'Duyệt' approves one, anyone else's sends it for approval. Saved lines show what has come and what is still to.
 */
export const orderKind: DocumentKind = {
  api: "purchases/domestic-orders",
  path: "/purchases/domestic-orders",
  command: "purchases.domestic-orders",
  approver: "purchases.domestic-orders.approve",
  maCt: "DH1",
  title: { vi: "Đơn mua hàng", en: "Purchase order" },
  header: ["ma_ncc", "ma_kho", "ngay_giao"],
  lineColumns: ["gia", "tien", "received"],
  items: productEntity,
  conversions: conversionUnitEntity,
  warehouses: warehouseEntity,
  suppliers: supplierEntity,
};
