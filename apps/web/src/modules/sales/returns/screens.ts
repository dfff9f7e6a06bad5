import { documentScreens } from "@/platform/document/documentScreens";

const pages = () => import("../salesLoaders").then((m) => m.loadReturnPages());

/** Returns of retail bills (list, new from a bill, view) and the returns awaiting approval. */
export const returnScreens = [
  { path: "/sales/returns/approve", load: () => pages().then((m) => m.ApproveReturnsPage) },
  ...documentScreens("/sales/returns", () => pages().then((m) => m.returnPages)),
];
