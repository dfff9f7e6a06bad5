import { describe, expect, it } from "vitest";
import { commandChain, matchCommand } from "./matchCommand";

const commands = [
  { menu_id: "crm", menu_id0: null, command: null },
  { menu_id: "crm.g", menu_id0: "crm", command: null },
  { menu_id: "crm.partners", menu_id0: "crm.g", command: "/crm/partners" },
  { menu_id: "crm.partners-search", menu_id0: "crm.g", command: "/crm/partners-search" },
  { menu_id: "sales.bills", menu_id0: null, command: "/sales/bills" },
  { menu_id: "sales.bills.approve", menu_id0: null, command: "/sales/bills/approve" },
];

describe("matchCommand", () => {
  it("takes the exact match first", () => {
    expect(matchCommand(commands, "/sales/bills/approve")?.menu_id).toBe("sales.bills.approve");
    expect(matchCommand(commands, "/crm/partners-search")?.menu_id).toBe("crm.partners-search");
  });

  it("then the longest prefix on a path boundary", () => {
    expect(matchCommand(commands, "/crm/partners/42/edit")?.menu_id).toBe("crm.partners");
    expect(matchCommand(commands, "/sales/bills/approve/7")?.menu_id).toBe("sales.bills.approve");
    expect(matchCommand(commands, "/crm/partnersX")).toBeUndefined();
    expect(matchCommand(commands, "/stock/units")).toBeUndefined();
  });

  it("ignores a trailing slash", () => {
    expect(matchCommand(commands, "/crm/partners/")?.menu_id).toBe("crm.partners");
  });
});

describe("commandChain", () => {
  it("walks up to the area", () => {
    const partners = commands[2];
    if (!partners) throw new Error("fixture");
    expect(commandChain(commands, partners).map((c) => c.menu_id)).toEqual(["crm", "crm.g", "crm.partners"]);
  });
});
