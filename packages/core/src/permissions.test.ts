import { describe, expect, it } from "vitest";
import { canSeeEmployee, hasRight, type RightsHolder, splitCodes } from "./permissions.js";

const none = { r_access: [], r_read: [], r_add: [], r_edit: [], r_del: [], r_print: [] };
const sale: RightsHolder = {
  ...none,
  is_admin: 0,
  r_access: ["crm.partners"],
  r_edit: ["crm.partners"],
  r_read: ["crm.tasks"],
};

describe("hasRight", () => {
  it("lets an administrator pass every check", () => {
    expect(hasRight({ ...none, is_admin: 1 }, "stock.warehouses", "del")).toBe(true);
    const readFromData: string = "anything";
    expect(hasRight({ ...none, is_admin: true }, readFromData, "print")).toBe(true);
  });

  it("grants read through edit or through r_read", () => {
    expect(hasRight(sale, "crm.partners", "read")).toBe(true);
    expect(hasRight(sale, "crm.tasks", "read")).toBe(true);
    expect(hasRight(sale, "crm.tasks", "edit")).toBe(false);
  });

  it("grants nothing for a code not listed, or no code at all", () => {
    expect(hasRight(sale, "crm.partners", "del")).toBe(false);
    expect(hasRight(sale, "stock.units", "access")).toBe(false);
    expect(hasRight(sale, undefined, "access")).toBe(false);
    expect(hasRight(sale, "" as string, "read")).toBe(false);
  });

  it("takes a code written in the source only when it is a page of the menu tree", () => {
    // @ts-expect-error "crm.partner" is misspelt: no page of the menu tree has that code
    expect(hasRight(sale, "crm.partner", "edit")).toBe(false);
    // @ts-expect-error "crm.reports" is a group of the tree, not a page: no right is granted on it
    expect(hasRight(sale, "crm.reports", "read")).toBe(false);
  });
});

describe("canSeeEmployee", () => {
  it("follows employee_yn and the employees list", () => {
    const restricted = { is_admin: 0, user_rights: { employee_yn: 1, employees: "NV001, NV003" } };
    expect(canSeeEmployee(restricted, "NV003")).toBe(true);
    expect(canSeeEmployee(restricted, "NV002")).toBe(false);
    expect(canSeeEmployee({ ...restricted, user_rights: { employee_yn: 0, employees: "" } }, "NV002")).toBe(true);
    expect(canSeeEmployee({ ...restricted, is_admin: 1 }, "NV002")).toBe(true);
  });
});

describe("splitCodes", () => {
  it("splits, trims and drops blanks", () => {
    expect(splitCodes(" CN01, CN02,,")).toEqual(["CN01", "CN02"]);
    expect(splitCodes(null)).toEqual([]);
  });
});
