import { MENU_COMMANDS } from "@sen/core";
import type { ComponentType } from "react";
import type { Bilingual } from "../i18n";
import type { ScreenDeclaration } from "../routing/screens";

/** The four screens of a kind of document, as components (created by `documentPages`). */
export interface DocumentPages {
  List: ComponentType;
  New: ComponentType;
  View: ComponentType;
  Edit: ComponentType;
  Print: ComponentType;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What the screens below a page do, and the words their titles start with. */
const BELOW = [
  ["/new", "add", "Thêm", "New", "New"],
  ["/:id", "read", "", "", "View"],
  ["/:id/edit", "edit", "Sửa", "Edit", "Edit"],
  ["/:id/print", "print", "In", "Print", "Print"],
] as const;

/**
 * A kind's screens for a module's manifest: the list on the menu page, and below it the new document, a
 * document's view, its edit and its printed form, titled after the menu page ('Thêm phiếu nhập kho') unless
 * `titles` names them, each loading the kind's pages on first visit.
 */
export function documentScreens(
  page: string,
  load: () => Promise<DocumentPages>,
  titles: Partial<Record<Exclude<keyof DocumentPages, "List">, Bilingual>> = {},
): ScreenDeclaration[] {
  const menu = MENU_COMMANDS.find((c) => c.command === page);
  const vi = menu?.title ?? page;
  const en = menu?.title_en ?? vi;
  const title = (v: string, e: string): Bilingual =>
    v ? { vi: `${v} ${lower(vi)}`, en: `${e} ${lower(en)}` } : { vi, en };
  return [
    { path: page, load: () => load().then((pages) => pages.List) },
    ...BELOW.map(([suffix, action, v, e, screen]) => ({
      path: page + suffix,
      below: { page, action, title: titles[screen] ?? title(v, e) },
      load: () => load().then((pages) => pages[screen]),
    })),
  ];
}
