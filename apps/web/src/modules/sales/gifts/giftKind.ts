import { conversionUnitEntity, productEntity, warehouseEntity } from "@sen/core";
import type { DocumentKind } from "@/platform/document";

/**
 * Gift orders (QT1): goods given to a customer free of charge, out of the warehouse at their cost as a selling
 * expense; printed as a delivery (02-VT), their journal under them.
 */
export const giftKind: DocumentKind = {
  api: "sales/gift-orders",
  path: "/sales/gift-orders",
  command: "sales.gift-orders",
  maCt: "QT1",
  title: { vi: "Phiếu xuất quà tặng", en: "Gift order" },
  header: ["ma_kho"],
  lineColumns: [],
  print: "02-VT",
  journal: true,
  items: productEntity,
  conversions: conversionUnitEntity,
  warehouses: warehouseEntity,
};
