import { documentScreens } from "@/platform/document/documentScreens";
import type { ScreenManifest } from "@/platform/routing/screens";

const pages = () => import("../salesLoaders").then((m) => m.loadNoNamePages());

/**
 * No-name cards: the card list (with the issue of a batch and the issues' list), sales (printed), deposits, transfers
 * and their receipt at a branch, the lookup by serial and the history (types and discounts are their entities'
 * generic lists).
 */
export const noNameScreens: ScreenManifest = [
  ...documentScreens("/sales/no-name-orders", () => pages().then((m) => m.salePages), {
    New: { vi: "Bán thẻ vô danh", en: "Sell no-name cards" },
    View: { vi: "Đơn bán thẻ vô danh", en: "No-name card sale" },
    Edit: { vi: "Đơn bán thẻ vô danh", en: "No-name card sale" },
    Print: { vi: "In đơn bán thẻ vô danh", en: "Print no-name card sale" },
  }),
  ...documentScreens("/sales/no-name-deposits", () => pages().then((m) => m.depositPages), {
    View: { vi: "Phiếu nạp tiền thẻ vô danh", en: "No-name card deposit" },
    Edit: { vi: "Phiếu nạp tiền thẻ vô danh", en: "No-name card deposit" },
  }),
  ...documentScreens("/sales/no-name-transfers", () => pages().then((m) => m.transferPages), {
    View: { vi: "Phiếu chuyển thẻ vô danh", en: "No-name card transfer" },
    Edit: { vi: "Phiếu chuyển thẻ vô danh", en: "No-name card transfer" },
  }),
  ...documentScreens("/sales/no-name-receives", () => pages().then((m) => m.receivePages), {
    New: { vi: "Nhận thẻ vô danh", en: "Receive no-name cards" },
    View: { vi: "Phiếu nhận thẻ vô danh", en: "No-name card receipt" },
    Edit: { vi: "Phiếu nhận thẻ vô danh", en: "No-name card receipt" },
  }),
  { path: "/sales/no-name-cards", load: () => pages().then((m) => m.NoNameCardsPage) },
  ...[
    ["/issues", "read", { vi: "Đợt phát hành thẻ vô danh", en: "No-name card issues" }, "List"],
    ["/issues/:id", "read", { vi: "Phiếu phát hành thẻ vô danh", en: "No-name card issue" }, "View"],
  ].map(([suffix, action, title, screen]) => ({
    path: `/sales/no-name-cards${suffix}`,
    below: { page: "/sales/no-name-cards", action: action as "read", title: title as { vi: string; en: string } },
    load: () => pages().then((m) => m.issuePages[screen as "List" | "View"]),
  })),
  { path: "/sales/no-name-lookup", load: () => pages().then((m) => m.NoNameLookupPage) },
  { path: "/sales/no-name-histories", load: () => pages().then((m) => m.NoNameHistoryPage) },
];
