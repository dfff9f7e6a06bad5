import type { DocumentKind } from "@/platform/document";
import { billKind } from "../bills/billKind";

/**
 * Returns of retail bills (TL1), made from a posted bill's view (so the list offers no 'Thêm mới'): listed, viewed
 * like a bill with its bill, customer, refunds and journal, cancelled; an approver's 'Duyệt' posts one that waits
 * for approval.
 */
export const returnKind: DocumentKind = {
  ...billKind,
  api: "sales/returns",
  path: "/sales/returns",
  command: "sales.returns",
  approver: "sales.returns.approve",
  maCt: "TL1",
  title: { vi: "Phiếu trả hàng", en: "Sales return" },
};
