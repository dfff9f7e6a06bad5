import { type DocumentPages, documentPagesOf } from "@/platform/document";
import { AwaitingList } from "@/platform/document/AwaitingList";
import { discountKind } from "./discountKind";
import { discountParts } from "./discountParts";

export { DiscountDetailsPage } from "./DiscountDetailsPage";

/** Discounts: list, new, view (cancel once approved), edit while a draft or awaiting. */
export const discountPages: DocumentPages = documentPagesOf(discountKind, discountParts);

/** 'Duyệt chiết khấu': the discounts awaiting approval, each opened with 'Duyệt'. */
export function ApproveDiscountsPage() {
  return <AwaitingList List={discountPages.List} />;
}
