/**
 * Menu command tree every tenant is seeded with: the menu, the screens' routes, and the codes rights are granted on.
 *
 * Tree: area → group → page (depth ≤ 3; small areas hold pages directly). Areas and groups are pure grouping
 * nodes (command null). Every page is one route of the app; routes with an {id} parameter, /new pages and the
 * cashier sub-pages are not listed because the guard matches commands by path prefix.
 *
 * Codes: a page's menu_id is its path without the leading slash, "/" replaced by "." ("/crm/reports/employee" →
 * "crm.reports.employee"). Group ids are "<area>.g-<name>", except the report groups, which use the natural
 * path prefix ("crm.reports", "sales.reports", "accounting.reports") because no page has that path.
 */

import { crmArea } from "./crm.js";
import { accountingArea, hrArea, purchasesArea, stockArea } from "./operations.js";
import { cashierArea, salesArea } from "./sales.js";
import type { AreaDef, GroupDef, MenuCommand, PageCommand, PageDef, PagePath } from "./types.js";
import { adminArea, appsArea, clientArea, dashboardArea, systemArea, userArea } from "./workspace.js";

export type { AreaDef, GroupDef, MenuCommand, PageDef } from "./types.js";
export { UPCOMING_SCREENS } from "./upcoming.js";

const TREE = [
  dashboardArea,
  crmArea,
  salesArea,
  cashierArea,
  purchasesArea,
  stockArea,
  accountingArea,
  hrArea,
  systemArea,
  userArea,
  appsArea,
  clientArea,
  adminArea,
] as const satisfies readonly AreaDef[];

/**
 * The code of every page of the menu tree ("crm.partners", "system.users"...), derived from the
 * tree itself: the rights of a route, an entity or a check name one of these, so a misspelt
 * code fails to compile.
 */
export type Command = PageCommand<(typeof TREE)[number]>;

/** The route path of every page of the menu tree ("/crm/partners"). */
export type CommandPath = PagePath<(typeof TREE)[number]>;

/** "/crm/reports/employee" → "crm.reports.employee" */
export function pageMenuId(command: CommandPath): Command;
export function pageMenuId(command: string): string;
export function pageMenuId(command: string): string {
  return command.replace(/^\//, "").replaceAll("/", ".");
}

function isPage(child: GroupDef | PageDef): child is PageDef {
  return Array.isArray(child);
}

function pageCommand(parent: string, [command, title, title_en]: PageDef, index: number): MenuCommand {
  return { menu_id: pageMenuId(command), menu_id0: parent, command, title, title_en, sort: (index + 1) * 10 };
}

function flatten(tree: readonly AreaDef[]): MenuCommand[] {
  const out: MenuCommand[] = [];
  tree.forEach((area, a) => {
    const { id, title, title_en, icon } = area;
    out.push({ menu_id: id, menu_id0: null, command: null, title, title_en, sort: (a + 1) * 10, icon });
    area.children.forEach((child, c) => {
      if (isPage(child)) {
        out.push(pageCommand(id, child, c));
        return;
      }
      out.push({
        menu_id: child.id,
        menu_id0: id,
        command: null,
        title: child.title,
        title_en: child.title_en,
        sort: (c + 1) * 10,
      });
      child.pages.forEach((page, p) => {
        out.push(pageCommand(child.id, page, p));
      });
    });
  });
  return out;
}

export const MENU_COMMANDS: readonly MenuCommand[] = Object.freeze(flatten(TREE).map((m) => Object.freeze(m)));
