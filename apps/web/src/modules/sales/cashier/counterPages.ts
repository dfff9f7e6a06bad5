export { OrderDetailPage } from "./OrderDetailPage";
export { OrderListPage } from "./OrderListPage";
