import { conversionUnitEntity, serviceEntity, warehouseEntity } from "@sen/core";
import type { DocumentBase, DocumentKind } from "@/platform/document";

/**
 * Service bills (DV1, phiếu dịch vụ): single services and packages of sessions (liệu trình) sold to a customer at the
 * counter, paid as a retail bill is; a line of a service with more than one session opens, a unit each, a package. With
 * `sale_service_require_approve` a bill waits for an approver's 'Duyệt'. The goods document's inputs: the warehouse
 * (its branch), lines picked among the services.
 */
export const serviceGoods: DocumentKind = {
  api: "sales/services",
  path: "/sales/services",
  command: "sales.services",
  approver: "sales.services.approve",
  maCt: "DV1",
  title: { vi: "Phiếu dịch vụ", en: "Service bill" },
  header: ["ma_kho"],
  lineColumns: ["gia", "tien"],
  journal: true,
  items: serviceEntity,
  conversions: conversionUnitEntity,
  warehouses: warehouseEntity,
};

/** The service bill as its screens take it: printed on a sheet of its own. */
export const serviceKind: DocumentBase = { ...serviceGoods, print: "DV1" };
