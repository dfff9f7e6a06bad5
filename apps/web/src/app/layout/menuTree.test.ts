import { describe, expect, it } from "vitest";
import type { Command } from "../../platform/session/types";
import { buildMenuTree } from "./menuTree";

const command = (menu_id: string, menu_id0: string | null, path: string | null, sort: number): Command => ({
  id: menu_id,
  menu_id,
  menu_id0,
  command: path,
  title: menu_id,
  title_en: null,
  icon: null,
  sort,
});

describe("buildMenuTree", () => {
  it("nests commands under their parents in sort order and drops empty groups", () => {
    const tree = buildMenuTree([
      command("crm", null, null, 20),
      command("crm.g-tasks", "crm", null, 20),
      command("crm.tasks", "crm.g-tasks", "/crm/tasks", 10),
      command("crm.g-partners", "crm", null, 10),
      command("crm.partners", "crm.g-partners", "/crm/partners", 10),
      command("crm.g-empty", "crm", null, 30),
      command("dashboard", null, null, 10),
      command("dashboard.analytics", "dashboard", "/dashboard/analytics", 10),
    ]);
    expect(tree.map((n) => n.command.menu_id)).toEqual(["dashboard", "crm"]);
    expect(tree[1]?.children.map((n) => n.command.menu_id)).toEqual(["crm.g-partners", "crm.g-tasks"]);
    expect(tree[1]?.children[0]?.children[0]?.command.command).toBe("/crm/partners");
  });
});
