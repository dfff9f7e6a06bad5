import { documentScreens } from "@/platform/document/documentScreens";

const pages = () => import("../salesLoaders").then((m) => m.loadBillPages());

/** Retail bills (list, view, edit of a draft), the same list as the sales bills, and the bills awaiting approval. */
export const billScreens = [
  { path: "/sales/bills", load: () => pages().then((m) => m.billPages.List) },
  { path: "/sales/bills/approve", load: () => pages().then((m) => m.ApproveBillsPage) },
  ...documentScreens("/sales/retail-orders", () => pages().then((m) => m.billPages)),
];
