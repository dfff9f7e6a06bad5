import { type DocumentPages, documentPagesOf } from "@/platform/document";
import { AwaitingList } from "@/platform/document/AwaitingList";
import { productPromotionKind, revenuePromotionKind } from "./promotionKinds";
import { promotionParts } from "./promotionParts";

/** Product promotions: list, new, view (cancel once approved), edit while a draft or awaiting. */
export const productPromotionPages: DocumentPages = documentPagesOf(
  productPromotionKind,
  promotionParts(productPromotionKind),
);

/** Revenue promotions: the same screens. */
export const revenuePromotionPages: DocumentPages = documentPagesOf(
  revenuePromotionKind,
  promotionParts(revenuePromotionKind),
);

/** 'Duyệt khuyến mãi theo sản phẩm': the rules awaiting approval, each opened with 'Duyệt'. */
export function ApproveProductPromotionsPage() {
  return <AwaitingList List={productPromotionPages.List} />;
}

/** 'Duyệt khuyến mãi theo doanh thu': the same, of bill-total rules. */
export function ApproveRevenuePromotionsPage() {
  return <AwaitingList List={revenuePromotionPages.List} />;
}
