import { z } from "zod";
import type { DocumentKind } from "../../../platform/documents/document-kind.js";
import { deliveryOrderKind } from "../../stock/documents/stock-kinds.js";
import { checkPeople } from "../bills/bill-drafts.js";
import { billListNames, billNames } from "../bills/bill-names.js";
import { giftOrderDetails, giftOrders } from "../sales.tables.js";

/**
 * A gift order (QT1, phiếu xuất quà tặng): a delivery whose goods are given to a customer (or at an event, with no
 * customer). Posting takes them out at their average cost and posts that cost as a selling expense (Nợ 641 / Có 156),
 * with no revenue and no VAT; cancelling puts them back and reverses the journal.
 */
export const giftOrderKind: DocumentKind = {
  ...deliveryOrderKind,
  ma_ct: "QT1",
  api: "sales/gift-orders",
  command: "sales.gift-orders",
  label: { vi: "Phiếu xuất quà tặng", en: "Gift order" },
  header: giftOrders,
  lines: giftOrderDetails,
  headerFields: { ...deliveryOrderKind.headerFields, ma_kh: z.string().trim().max(50).nullish() },
  async prepare(db, draft, request) {
    await deliveryOrderKind.prepare(db, draft, request);
    await checkPeople(db, draft.header, false);
  },
  describe: billNames,
  describeList: billListNames,
};
