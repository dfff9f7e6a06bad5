import { documentScreens } from "@/platform/document/documentScreens";

const pages = () => import("../purchasesLoaders").then((m) => m.loadOrderPages());

/** Domestic purchase orders (list, new, view, edit) and the orders awaiting approval. */
export const orderScreens = [
  { path: "/purchases/domestic-orders/approve", load: () => pages().then((m) => m.ApproveOrdersPage) },
  ...documentScreens("/purchases/domestic-orders", () => pages().then((m) => m.orderPages)),
];
