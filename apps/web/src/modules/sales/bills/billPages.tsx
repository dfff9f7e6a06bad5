import { AwaitingList } from "@/platform/document/AwaitingList";
import { documentPagesOf } from "@/platform/document/documentPages";
import { billKind } from "./billKind";
import { billParts } from "./billParts";

/** The list, view and edit of retail bills. */
export const billPages = documentPagesOf(billKind, billParts);

/** 'Duyệt hóa đơn bán hàng': the bills awaiting approval, each with 'Duyệt'. */
export function ApproveBillsPage() {
  return <AwaitingList List={billPages.List} />;
}
