import { MENU_COMMANDS, type MenuCommand } from "@sen/core";
import type { Bilingual } from "../../platform/i18n";
import type { RouteDef, RouteMeta } from "../../platform/routing/meta";
import type { ScreenDeclaration } from "../../platform/routing/screens";
import { guardFor, isAdminFlagged, isCashierPath, isClientPath } from "./guards";
import { SCREENS } from "./screens";

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
    layout: cashier ? "cashier" : isClientPath(path) ? "client" : "main",
    guard: guardFor(path),
    area: chain[0]?.menu_id,
  };
}

/** A screen below a menu page shares its command (the guard matches by prefix) and names itself. */
interface BelowPage {
  path: string;
  below: NonNullable<ScreenDeclaration["below"]>;
}

const belowPages: BelowPage[] = SCREENS.flatMap(({ path, below }) => (below ? [{ path, below }] : []));

const pages = MENU_COMMANDS.filter((c): c is MenuCommand & { command: string } => Boolean(c.command));
const pageByPath = new Map(pages.map((c) => [c.command, pageMeta(c)]));

function belowMeta({ below: { page, title, action } }: BelowPage): RouteMeta {
  const base = pageByPath.get(page);
  if (!base) throw new Error(`no menu page ${page}`);
  return { ...base, pageTitle: title, breadcrumb: [...base.breadcrumb, title], action };
}

const blank = (pageTitle: Bilingual, guard: RouteMeta["guard"] = "none"): RouteMeta => ({
  pageTitle,
  breadcrumb: [],
  layout: "blank",
  guard,
});

/** Every route of the app with its metadata: the menu pages, the screens below them, and the rest. */
export const ROUTES: RouteDef[] = [
  ...[...pageByPath].map(([path, meta]) => ({ path, meta })),
  ...belowPages.map((screen) => ({ path: screen.path, meta: belowMeta(screen) })),
  { path: "/auth/register", meta: blank({ vi: "Đăng ký", en: "Register" }, "public") },
  { path: "/auth/forgot-password", meta: blank({ vi: "Quên mật khẩu", en: "Forgot password" }, "public") },
  { path: "/auth/reset-password", meta: blank({ vi: "Đặt lại mật khẩu", en: "Reset password" }, "public") },
  { path: "/lock-screen", meta: blank({ vi: "Khóa màn hình", en: "Lock screen" }, "signed-in") },
];
