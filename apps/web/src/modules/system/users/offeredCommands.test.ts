import { describe, expect, it } from "vitest";
import { buildCommandTree, flatten } from "../commands/commandTree";
import { offeredCommands } from "./offeredCommands";

const command = (menu_id: string, menu_id0: string | null, path: string | null, sort = 10) => ({
  menu_id,
  menu_id0,
  command: path,
  sort,
});

const tree = buildCommandTree([
  command("crm", null, null),
  command("crm.g-partners", "crm", null),
  command("crm.partners", "crm.g-partners", "/crm/partners"),
  command("crm.complains", "crm.g-partners", "/crm/complains", 20),
  command("sales", null, null, 20),
  command("sales.g-bills", "sales", null),
  command("sales.bills", "sales.g-bills", "/sales/bills"),
  command("sales.bills.approve", "sales.bills", "/sales/bills/approve"),
]);

describe("offeredCommands", () => {
  it("keeps built pages and the groups above them, drops groups with no built page", () => {
    const offered = offeredCommands(tree, (path) => path === "/crm/partners");
    expect(flatten(offered).map((n) => n.menu_id)).toEqual(["crm", "crm.g-partners", "crm.partners"]);
  });

  it("keeps an unbuilt page for a built page below it", () => {
    const offered = offeredCommands(tree, (path) => path === "/sales/bills/approve");
    expect(flatten(offered).map((n) => n.menu_id)).toEqual([
      "sales",
      "sales.g-bills",
      "sales.bills",
      "sales.bills.approve",
    ]);
  });

  it("offers nothing when nothing is built", () => {
    expect(offeredCommands(tree, () => false)).toEqual([]);
  });
});
