import { conversionUnitEntity, productEntity, warehouseEntity } from "@sen/core";
import type { DocumentKind } from "@/platform/document";

/**
 * Gift exchanges (DD1): a customer's loyalty points spent on gifts, taken out of the warehouse at their cost as a
 * selling expense; printed as a delivery (02-VT), their journal under them.
 */
export const giftExchangeKind: DocumentKind = {
  api: "sales/gift-exchanges",
  path: "/sales/gift-exchanges",
  command: "sales.gift-exchanges",
  maCt: "DD1",
  title: { vi: "Phiếu đổi quà", en: "Gift exchange" },
  header: ["ma_kho"],
  lineColumns: [],
  print: "02-VT",
  journal: true,
  items: productEntity,
  conversions: conversionUnitEntity,
  warehouses: warehouseEntity,
};
