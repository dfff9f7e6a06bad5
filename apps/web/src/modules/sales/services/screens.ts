import { documentScreens } from "@/platform/document/documentScreens";

const pages = () => import("../salesLoaders").then((m) => m.loadServicePages());

/** Service bills (list, new, view, edit of a draft, print) and the bills awaiting approval. */
export const serviceScreens = [
  { path: "/sales/services/approve", load: () => pages().then((m) => m.ApproveServicesPage) },
  ...documentScreens("/sales/services", () => pages().then((m) => m.servicePages)),
];
