import { MENU_COMMANDS, type MenuCommand } from "@sen/core";
import type { Bilingual } from "../../platform/i18n";
import { guardFor, isAdminFlagged, isCashierPath } from "./guards";
import type { Action, RouteDef, RouteMeta } from "./meta";

const byId = new Map(MENU_COMMANDS.map((c) => [c.menu_id, c]));
const text = (c: MenuCommand): Bilingual => ({ vi: c.title, en: c.title_en });

function ancestors(command: MenuCommand): MenuCommand[] {
  const chain: MenuCommand[] = [];
  for (let at = command.menu_id0 ? byId.get(command.menu_id0) : undefined; at; ) {
    chain.unshift(at);
    at = at.menu_id0 ? byId.get(at.menu_id0) : undefined;
  }
  return chain;
}

const sameTitle = (a: MenuCommand | undefined, b: MenuCommand) => a?.title === b.title && a.title_en === b.title_en;

/** The menu above a page; a group named as its page ("Khách hàng" > "Khách hàng") is said once, by the page. */
function crumbsAbove(command: MenuCommand, chain: MenuCommand[]): MenuCommand[] {
  return chain.length > 1 && sameTitle(chain.at(-1), command) ? chain.slice(0, -1) : chain;
}

function pageMeta(command: MenuCommand & { command: string }): RouteMeta {
  const chain = ancestors(command);
  const path = command.command;
  const cashier = isCashierPath(path);
  return {
    pageTitle: text(command),
    breadcrumb: [...crumbsAbove(command, chain).map(text), { ...text(command), path }],
    action: "read",
    admin: isAdminFlagged(path) || undefined,
    no_scroll: cashier || path === "/apps/chat" || undefined,
    layout: cashier ? "cashier" : "main",
    guard: guardFor(path),
    area: chain[0]?.menu_id,
  };
}

/** Screens below a menu page, with their own titles: they share its command (the guard matches by prefix). */
const EXTRAS: [path: string, parent: string, action: Action, title: Bilingual][] = [
  ["/crm/partners/new", "/crm/partners", "add", { vi: "Thêm khách hàng", en: "New partner" }],
  ["/crm/partners/:id", "/crm/partners", "read", { vi: "Hồ sơ khách hàng", en: "Partner profile" }],
  ["/crm/partners/:id/edit", "/crm/partners", "edit", { vi: "Sửa khách hàng", en: "Edit partner" }],
  ["/crm/campaigns/:id", "/crm/campaigns", "read", { vi: "Chi tiết chiến dịch", en: "Campaign detail" }],
  ["/system/users/new", "/system/users", "add", { vi: "Thêm người dùng", en: "New user" }],
  ["/system/users/:id", "/system/users", "read", { vi: "Thông tin người dùng", en: "User detail" }],
  ["/system/users/:id/edit", "/system/users", "edit", { vi: "Sửa người dùng", en: "Edit user" }],
  [
    "/sales/retail-orders/cashier/order-list",
    "/sales/retail-orders/cashier",
    "read",
    { vi: "Danh sách đơn bán lẻ", en: "Retail order list" },
  ],
  [
    "/sales/retail-orders/cashier/order-detail/:id",
    "/sales/retail-orders/cashier",
    "read",
    { vi: "Chi tiết đơn bán lẻ", en: "Retail order detail" },
  ],
];

const pages = MENU_COMMANDS.filter((c): c is MenuCommand & { command: string } => Boolean(c.command));
const pageByPath = new Map(pages.map((c) => [c.command, pageMeta(c)]));

function extraMeta([, parent, action, title]: (typeof EXTRAS)[number]): RouteMeta {
  const base = pageByPath.get(parent);
  if (!base) throw new Error(`no menu page ${parent}`);
  return { ...base, pageTitle: title, breadcrumb: [...base.breadcrumb, title], action };
}

const blank = (pageTitle: Bilingual, guard: RouteMeta["guard"] = "none"): RouteMeta => ({
  pageTitle,
  breadcrumb: [],
  layout: "blank",
  guard,
});

/** Every route of spec 2 with its metadata: the menu pages, the screens below them, and the rest. */
export const ROUTES: RouteDef[] = [
  ...[...pageByPath].map(([path, meta]) => ({ path, meta })),
  ...EXTRAS.map((extra) => ({ path: extra[0], meta: extraMeta(extra) })),
  { path: "/auth/register", meta: blank({ vi: "Đăng ký", en: "Register" }, "public") },
  { path: "/auth/forgot-password", meta: blank({ vi: "Quên mật khẩu", en: "Forgot password" }, "public") },
  { path: "/auth/reset-password", meta: blank({ vi: "Đặt lại mật khẩu", en: "Reset password" }, "public") },
  { path: "/lock-screen", meta: blank({ vi: "Khóa màn hình", en: "Lock screen" }, "signed-in") },
];
