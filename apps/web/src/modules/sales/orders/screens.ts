import { documentScreens } from "@/platform/document/documentScreens";

const pages = () => import("../salesLoaders").then((m) => m.loadSaleOrderPages());

/**
 * Sales orders: list, new, view, edit of a draft, print, and the delivery of a confirmed one (a retail bill, which
 * whoever adds bills or orders may make: the page checks, its guard only asks to read orders).
 */
export const saleOrderScreens = [
  ...documentScreens("/sales/sale-orders", () => pages().then((m) => m.saleOrderPages)),
  {
    path: "/sales/sale-orders/:id/deliver",
    below: {
      page: "/sales/sale-orders",
      action: "read" as const,
      title: { vi: "Giao hàng theo đơn đặt hàng", en: "Sales order delivery" },
    },
    load: () => pages().then((m) => m.DeliverPage),
  },
];
