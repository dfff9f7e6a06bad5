import type { DocumentBase } from "@/platform/document";
import { SALES_DOCUMENT_PATHS } from "../documentPaths";

/*
 * The documents of no-name cards (thẻ vô danh), each posted as it is made: the sale (printed for the buyer), the
 * deposit, the transfer (to a branch, or card to card), the receive at a branch, and the issue of a batch.
 */

export const saleKind: DocumentBase = {
  api: "sales/no-name-orders",
  path: "/sales/no-name-orders",
  command: "sales.no-name-orders",
  maCt: "BV1",
  title: { vi: "Đơn bán thẻ vô danh", en: "No-name card sale" },
  print: "BV1",
  journal: true,
};

export const depositKind: DocumentBase = {
  api: "sales/no-name-deposits",
  path: "/sales/no-name-deposits",
  command: "sales.no-name-deposits",
  maCt: "NV1",
  title: { vi: "Phiếu nạp tiền thẻ vô danh", en: "No-name card deposit" },
  journal: true,
};

export const transferKind: DocumentBase = {
  api: "sales/no-name-transfers",
  path: "/sales/no-name-transfers",
  command: "sales.no-name-transfers",
  maCt: "CV1",
  title: { vi: "Phiếu chuyển thẻ vô danh", en: "No-name card transfer" },
};

export const receiveKind: DocumentBase = {
  api: "sales/no-name-receives",
  path: "/sales/no-name-receives",
  command: "sales.no-name-receives",
  maCt: "RV1",
  title: { vi: "Phiếu nhận thẻ vô danh", en: "No-name card receipt" },
};

export const issueKind: DocumentBase = {
  api: "sales/no-name-cards/issues",
  path: "/sales/no-name-cards/issues",
  command: "sales.no-name-cards",
  maCt: "PV1",
  title: { vi: "Phiếu phát hành thẻ vô danh", en: "No-name card issue" },
};

/** Where the documents that move cards open, by voucher type: the sales documents' and the cards' own. */
export const DOCUMENT_PATHS: Readonly<Record<string, string>> = {
  ...SALES_DOCUMENT_PATHS,
  BV1: saleKind.path,
  NV1: depositKind.path,
  CV1: transferKind.path,
  RV1: receiveKind.path,
  PV1: issueKind.path,
};
