import { conversionUnitEntity, productEntity, warehouseEntity } from "@sen/core";
import type { DocumentBase, DocumentKind } from "@/platform/document";

/**
 * Sales orders (DB1): a customer's order taken ahead, often with a deposit, its goods delivered later on retail bills
 * made from it ('Giao hàng'). Saving confirms it (status 2), which posts the deposit (Nợ cash or bank / Có 131 of the
 * customer); cancelling gives the deposit back, unless a bill delivered goods from it. The goods document's inputs:
 * warehouse delivered from, expected delivery date, priced lines.
 */
export const saleOrderGoods: DocumentKind = {
  api: "sales/sale-orders",
  path: "/sales/sale-orders",
  command: "sales.sale-orders",
  maCt: "DB1",
  title: { vi: "Đơn đặt hàng", en: "Sales order" },
  header: ["ma_kho", "ngay_giao"],
  lineColumns: ["gia", "tien"],
  journal: true,
  items: productEntity,
  conversions: conversionUnitEntity,
  warehouses: warehouseEntity,
};

/** The sales order as its screens take it: printed on a sheet of its own rather than a stock form. */
export const saleOrderKind: DocumentBase = { ...saleOrderGoods, print: "DB1" };

/** Where a confirmed order's goods are delivered from (a retail bill made from it). */
export const deliverPath = (id: string) => `${saleOrderKind.path}/${id}/deliver`;
