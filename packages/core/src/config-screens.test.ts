import { describe, expect, it } from "vitest";
import { CONFIG_GROUP_SCREENS, configGroupInUse } from "./config-screens.js";
import { CONFIG_GROUPS } from "./configs.js";
import { MENU_COMMANDS } from "./menu/index.js";

describe("configGroupInUse", () => {
  const onlyCrm = (path: string) => path.startsWith("/crm/");

  it("offers a group once a screen below its prefix is built", () => {
    expect(configGroupInUse("crm", onlyCrm)).toBe(true);
    expect(configGroupInUse("sale", onlyCrm)).toBe(false);
    expect(configGroupInUse("room", (path) => path === "/sales/room-orders")).toBe(true);
    expect(configGroupInUse("room", (path) => path === "/sales/bills")).toBe(false);
  });

  it("offers a group it does not know", () => {
    expect(configGroupInUse("custom_group", () => false)).toBe(true);
  });

  it("points every group at pages of the menu", () => {
    for (const group of CONFIG_GROUPS) {
      const prefix = CONFIG_GROUP_SCREENS[group];
      const pages = MENU_COMMANDS.filter((c) => c.command === prefix || c.command?.startsWith(`${prefix}/`));
      expect(pages.length, group).toBeGreaterThan(0);
    }
  });
});
