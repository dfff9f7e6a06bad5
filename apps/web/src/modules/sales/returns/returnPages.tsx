import { type DocumentPages, documentPagesOf } from "@/platform/document";
import { AwaitingList } from "@/platform/document/AwaitingList";
import { NewReturnPage } from "./NewReturnPage";
import { returnKind } from "./returnKind";
import { returnParts } from "./returnParts";

/** The list, view and print of returns; a new one is made from its bill ('Trả hàng'). */
export const returnPages: DocumentPages = { ...documentPagesOf(returnKind, returnParts), New: NewReturnPage };

/** 'Duyệt phiếu trả hàng': the returns awaiting approval, each with 'Duyệt'. */
export function ApproveReturnsPage() {
  return <AwaitingList List={returnPages.List} />;
}
