import { describe, expect, it } from "vitest";
import { callLogEntity, employeeEntity, partnerEntity, taskTypeEntity } from "../entities/index.js";
import { MENU_COMMANDS } from "../menu/index.js";
import type { EntityDefinition } from "./entity.js";
import { entityDefinitions, lookupAccess, pickerFields } from "./pickers.js";
import type { CommandRight } from "./rights.js";

const commandsOf = (definition: EntityDefinition) => {
  const access = lookupAccess(definition);
  return access === "signed-in" ? [] : access.anyOf;
};
const has = (rights: readonly CommandRight[], command: string, right: CommandRight["right"]) =>
  rights.some((r) => r.command === command && r.right === right);

describe("entity definitions", () => {
  it("name only commands of the menu tree, for their routes and for the screens that pick from them", () => {
    const pages = new Set(MENU_COMMANDS.filter((m) => m.command).map((m) => m.menu_id));
    expect(entityDefinitions().length).toBeGreaterThan(30);
    for (const definition of entityDefinitions()) {
      expect(pages, definition.name).toContain(definition.command);
      for (const { command } of commandsOf(definition))
        expect(pages, `${definition.name}: ${command}`).toContain(command);
    }
  });
});

describe("who may load a lookup", () => {
  it("is whoever reads the entity, or opens or fills in a screen that refers to it", () => {
    const partner = commandsOf(partnerEntity);
    expect(partner[0]).toEqual({ command: "crm.partners", right: "read" });
    expect(has(partner, "crm.tasks", "access")).toBe(true);
    expect(has(partner, "crm.tasks", "add")).toBe(true);
    expect(has(partner, "crm.partners", "del")).toBe(false);
    // Of sales, gift and sales orders, prepaid and membership cards, discounts and their details, room orders name a
    // customer by picking one, and the sales reports filtering by a customer offer them; nothing of stock does.
    expect(new Set(partner.filter((r) => r.command.startsWith("sales.")).map((r) => r.command))).toEqual(
      new Set([
        "sales.gift-orders",
        "sales.sale-orders",
        "sales.payment-cards",
        "sales.customer-cards",
        "sales.discounts",
        "sales.discount-details",
        "sales.room-orders",
        "sales.reports.bill-receipt-detail",
        "sales.reports.package-detail-revenue",
        "sales.reports.sale-debt-revenue",
        "sales.reports.sale-detail-revenue",
        "sales.reports.sale-service",
        "sales.reports.service-detail",
      ]),
    );
    // Not the reports without a customer filter.
    expect(has(partner, "sales.reports.sale-revenue", "read")).toBe(false);
    expect(partner.some((r) => r.command.startsWith("stock."))).toBe(false);
  });

  it("adds the screens a definition says pick from it without referring to it", () => {
    const employee = commandsOf(employeeEntity);
    for (const report of ["crm.reports.employee", "crm.reports.target", "crm.partners-transfer", "crm.task.calendar"]) {
      expect(has(employee, report, "access"), report).toBe(true);
    }
    expect(has(commandsOf(taskTypeEntity), "crm.task.calendar", "read")).toBe(true);
  });

  it("is every signed-in user only for the lists the app loads at start-up", () => {
    const open = entityDefinitions().filter((d) => lookupAccess(d) === "signed-in");
    expect(open.map((d) => d.api).sort()).toEqual(["system/branchs", "system/dictionaries", "system/stt"]);
  });
});

describe("what a lookup answers", () => {
  it("gives the code, the name, the active flag and the filters, never contact details or notes", () => {
    expect(pickerFields(employeeEntity)).toEqual(["id", "ma_nv", "ten_nv", "chuc_vu", "ma_dvcs", "ma_bp", "status"]);
    for (const definition of [partnerEntity, employeeEntity, callLogEntity] as EntityDefinition[]) {
      const fields = pickerFields(definition);
      for (const name of fields.slice(1)) {
        const field = definition.fields.find((f) => f.name === name);
        expect(field?.kind, `${definition.name}.${name}`).not.toMatch(/^(phone|email|address)$/);
        expect(field?.kind === "text" && field.multiline, `${definition.name}.${name}`).not.toBe(true);
      }
      expect(fields).not.toContain("ghi_chu");
    }
    expect(pickerFields(partnerEntity)).toEqual(expect.arrayContaining(["ma_kh", "ten_kh", "ma_nvbh", "status"]));
  });

  it("adds the fields a definition lists for its pickers", () => {
    expect(pickerFields(taskTypeEntity)).toEqual(["id", "ma_loai", "ten_loai", "mau", "status"]);
  });
});
