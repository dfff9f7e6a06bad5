import { ENTITY_PATHS, MENU_COMMANDS, UPCOMING_SCREENS } from "@sen/core";
import { describe, expect, it } from "vitest";
import { isBuilt as isBuiltAmong } from "../../platform/routing/built";
import { ROUTES } from "./registry";
import { SCREENS } from "./screens";

const isBuilt = (path: string) => isBuiltAmong(path, ENTITY_PATHS);
const menuPages = MENU_COMMANDS.flatMap((c) => (c.command ? [c.command] : []));

describe("which pages are built", () => {
  it("counts a module's screen and an entity's list, nothing else", () => {
    expect(isBuilt("/crm/partners")).toBe(true);
    expect(isBuilt("/crm/source-types")).toBe(true);
    expect(isBuilt("/generic/taxs")).toBe(true);
    expect(isBuilt("/sales/bills")).toBe(true);
    expect(isBuilt("/sales/sale-orders")).toBe(true);
    expect(isBuilt("/sales/servings")).toBe(true);
    expect(isBuilt("/apps/chat")).toBe(false);
    expect(isBuilt("/crm/partners/new-kind")).toBe(false);
  });

  it("gives every declared screen a route", () => {
    const routed = new Set(ROUTES.map((r) => r.path));
    expect(SCREENS.map((s) => s.path).filter((path) => !routed.has(path))).toEqual([]);
  });

  it("describes every menu page that is not built yet", () => {
    expect(menuPages.filter((path) => !isBuilt(path) && !UPCOMING_SCREENS[path])).toEqual([]);
  });

  it("describes no page that is built, nor a path off the menu", () => {
    expect(Object.keys(UPCOMING_SCREENS).filter((path) => isBuilt(path) || !menuPages.includes(path))).toEqual([]);
  });
});
