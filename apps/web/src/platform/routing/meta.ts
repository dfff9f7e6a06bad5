import type { Bilingual } from "../i18n";

/** Who may open a route. `public` pages send a signed-in user away (the sign-in page). */
export type Guard = "command" | "signed-in" | "none" | "public";
/** `client`: the client area's own frame, a customer's, without the staff's bars and menu. */
export type LayoutKind = "main" | "blank" | "cashier" | "client";
export type Action = "read" | "add" | "edit" | "print";

/** One step of the breadcrumb; `path` makes it a link. */
export interface Crumb extends Bilingual {
  path?: string;
}

/** Route metadata: breadcrumb, pageTitle, action, admin flag, no_scroll, layout. */
export interface RouteMeta {
  pageTitle: Bilingual;
  /** area > group > page; Home is put in front by the breadcrumb itself. */
  breadcrumb: Crumb[];
  action?: Action;
  admin?: boolean;
  no_scroll?: boolean;
  layout: LayoutKind;
  guard: Guard;
  /** The menu area the page belongs to (its icon stands for it). */
  area?: string;
}

export interface RouteDef {
  path: string;
  meta: RouteMeta;
}
