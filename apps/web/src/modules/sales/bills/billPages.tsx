import { DocumentFormPage, type DocumentHead } from "@/platform/document";
import { AwaitingList } from "@/platform/document/AwaitingList";
import { documentPagesOf } from "@/platform/document/documentPages";
import { billKind } from "./billKind";
import { billParts } from "./billParts";
import { ReturnButton } from "./ReturnButton";

const returnButton = (bill: DocumentHead) => <ReturnButton bill={bill} />;

/** The list, view (with 'Trả hàng') and edit of retail bills. */
export const billPages = {
  ...documentPagesOf(billKind, billParts),
  View: () => <DocumentFormPage kind={billKind} parts={billParts.form} mode="view" more={returnButton} />,
};

/** 'Duyệt hóa đơn bán hàng': the bills awaiting approval, each with 'Duyệt'. */
export function ApproveBillsPage() {
  return <AwaitingList List={billPages.List} />;
}
