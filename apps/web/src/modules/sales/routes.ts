import type { ScreenManifest } from "@/platform/routing/screens";
import { billScreens } from "./bills/screens";
import { cardScreens } from "./cards/screens";
import { CASHIER } from "./cashier/cashierPaths";
import { customerScreens } from "./customers/screens";
import { discountScreens } from "./discounts/screens";
import { giftScreens } from "./gifts/screens";
import { noNameScreens } from "./no-name/screens";
import { saleOrderScreens } from "./orders/screens";
import { giftExchangeScreens } from "./points/screens";
import { promotionScreens } from "./promotions/screens";
import { salesReportScreens } from "./reports/screens";
import { returnScreens } from "./returns/screens";
import { roomScreens } from "./rooms/screens";
import { serviceScreens } from "./services/screens";
import { servingScreens } from "./servings/screens";

/**
 * Sales: the retail cashier, the retail bills (also listed as the sales bills), their returns and the approval of
 * both, the gift orders, the sales orders and their delivery, the prepaid cards' top-ups, locks, balances, history
 * and lookup, the promotion rules and their approval (the catalogues of payment and card types, cards, top-up policies
 * and promotion programs are their entities' generic lists).
 */
export const salesScreens: ScreenManifest = [
  ...billScreens,
  ...returnScreens,
  ...giftScreens,
  ...giftExchangeScreens,
  ...saleOrderScreens,
  ...cardScreens,
  ...customerScreens,
  ...noNameScreens,
  ...promotionScreens,
  ...discountScreens,
  ...roomScreens,
  ...servingScreens,
  ...serviceScreens,
  ...salesReportScreens,
  {
    path: CASHIER,
    load: () => import("./salesLoaders").then((m) => m.loadCashier()),
  },
  {
    path: `${CASHIER}/order-list`,
    below: { page: CASHIER, action: "read", title: { vi: "Danh sách đơn bán lẻ", en: "Retail order list" } },
    load: () => import("./salesLoaders").then((m) => m.loadCounterPages().then((p) => p.OrderListPage)),
  },
  {
    path: `${CASHIER}/order-detail/:id`,
    below: { page: CASHIER, action: "read", title: { vi: "Chi tiết đơn bán lẻ", en: "Retail order detail" } },
    load: () => import("./salesLoaders").then((m) => m.loadCounterPages().then((p) => p.OrderDetailPage)),
  },
];
