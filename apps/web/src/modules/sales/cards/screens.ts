import { documentScreens } from "@/platform/document/documentScreens";
import type { ScreenManifest } from "@/platform/routing/screens";

const pages = () => import("../salesLoaders").then((m) => m.loadCardPages());

/**
 * Prepaid cards: top-ups (list, 'Nạp tiền', view, print), lock and unlock, balances with their ledger check, the
 * history, the periods of validity and the lookup (the cards and the top-up policies are their entities' generic lists).
 */
export const cardScreens: ScreenManifest = [
  ...documentScreens("/sales/payment-cards/update", () => pages().then((m) => m.topUpPages), {
    New: { vi: "Nạp tiền thẻ", en: "Top up a card" },
    View: { vi: "Phiếu nạp tiền thẻ", en: "Card top-up" },
    Edit: { vi: "Phiếu nạp tiền thẻ", en: "Card top-up" },
    Print: { vi: "In phiếu nạp tiền thẻ", en: "Print card top-up" },
  }),
  { path: "/sales/payment-cards", load: () => pages().then((m) => m.PaymentCardsPage) },
  { path: "/sales/payment-cards/lock", load: () => pages().then((m) => m.LockCardPage) },
  { path: "/sales/payment-cards/unlock", load: () => pages().then((m) => m.UnlockCardPage) },
  { path: "/sales/payment-cards/balances", load: () => pages().then((m) => m.CardBalancesPage) },
  { path: "/sales/payment-cards/lookup", load: () => pages().then((m) => m.CardLookupPage) },
  { path: "/sales/payment-card-histories", load: () => pages().then((m) => m.CardHistoryPage) },
  { path: "/sales/payment-card-periods", load: () => pages().then((m) => m.CardPeriodsPage) },
];
