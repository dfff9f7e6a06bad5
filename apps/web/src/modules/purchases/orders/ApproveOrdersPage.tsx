import { AwaitingList } from "@/platform/document/AwaitingList";
import { OrderListPage } from "./OrderListPage";

/** 'Duyệt đơn mua hàng': the orders awaiting approval, each with 'Duyệt'. */
export function ApproveOrdersPage() {
  return <AwaitingList List={OrderListPage} />;
}
