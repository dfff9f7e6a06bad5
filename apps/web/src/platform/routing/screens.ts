import type { ComponentType } from "react";
import type { Bilingual } from "../i18n";
import type { Action } from "./meta";

/** Fetches a screen's code on first visit: every screen is a chunk of its own. */
export type ScreenLoader = () => Promise<ComponentType>;

/** One screen a module has built, without its code. */
export interface ScreenDeclaration {
  /** Route path, e.g. "/crm/partners" or "/crm/partners/:id/edit". */
  path: string;
  load: ScreenLoader;
  /**
   * A screen below a menu page (a record's profile, its form): the page whose command guards it, the screen's
   * own title and what it does. Menu pages leave it out: the menu names them.
   */
  below?: { page: string; title: Bilingual; action: Action };
}

/**
 * Reports a module draws for the generic report screen (/report/*), by path ("/report/trial-balance"): an
 * administrator puts one in the menu with a command of that path, which gives it its title and breadcrumb.
 */
export type NamedReports = Readonly<Record<`/report/${string}`, ScreenLoader>>;

/** What a module declares to the app: its screens. Kept light: a manifest names code, it never imports it. */
export type ScreenManifest = readonly ScreenDeclaration[];

/** The screens of one feature, each loading the feature's texts (`messages/index.ts`) along with its code. */
export function featureScreens(texts: () => Promise<unknown>, screens: readonly ScreenDeclaration[]): ScreenManifest {
  return screens.map((screen) => ({
    ...screen,
    load: () => Promise.all([texts(), screen.load()]).then(([, component]) => component),
  }));
}
