import { conversionUnitEntity, productEntity, warehouseEntity } from "@sen/core";
import type { DocumentKind } from "@/platform/document/documentKind";

const lines = { items: productEntity, conversions: conversionUnitEntity, warehouses: warehouseEntity } as const;

/** Stock receipts (PN1): goods in at their purchase price; printed as form 01-VT. */
export const receiptKind: DocumentKind = {
  api: "stock/receipt-orders",
  path: "/stock/receipt-orders",
  command: "stock.receipt-orders",
  maCt: "PN1",
  title: { vi: "Phiếu nhập kho", en: "Stock receipt" },
  header: ["ma_kho"],
  lineColumns: ["gia", "tien"],
  print: "01-VT",
  journal: true,
  ...lines,
};

/** Stock deliveries (PX1): goods out at the warehouse's moving average cost; printed as form 02-VT. */
export const deliveryKind: DocumentKind = {
  api: "stock/delivery-orders",
  path: "/stock/delivery-orders",
  command: "stock.delivery-orders",
  maCt: "PX1",
  title: { vi: "Phiếu xuất kho", en: "Stock delivery" },
  header: ["ma_kho"],
  lineColumns: [],
  print: "02-VT",
  journal: true,
  ...lines,
};

/** Transfers (DC1): out of one warehouse at cost and into another at the same value. */
export const transferKind: DocumentKind = {
  api: "stock/transfer-orders",
  path: "/stock/transfer-orders",
  command: "stock.transfer-orders",
  maCt: "DC1",
  title: { vi: "Phiếu chuyển kho", en: "Stock transfer" },
  header: ["ma_kho", "ma_kho_nhan"],
  lineColumns: [],
  print: "transfer",
  ...lines,
};
