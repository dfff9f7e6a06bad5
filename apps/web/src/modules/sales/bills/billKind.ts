import { conversionUnitEntity, productEntity, warehouseEntity } from "@sen/core";
import type { DocumentKind } from "@/platform/document";

/**
 * Retail bills (HD1), made at the cashier: listed, viewed with their customer, payments and journal, cancelled;
 * an approver's 'Duyệt' posts one that waits for approval.
 */
export const billKind: DocumentKind = {
  api: "sales/retail-orders",
  path: "/sales/retail-orders",
  command: "sales.retail-orders",
  approver: "sales.bills.approve",
  maCt: "HD1",
  title: { vi: "Hóa đơn bán lẻ", en: "Retail bill" },
  header: ["ma_kho"],
  lineColumns: ["gia", "tien"],
  journal: true,
  creatable: false,
  items: productEntity,
  conversions: conversionUnitEntity,
  warehouses: warehouseEntity,
};
