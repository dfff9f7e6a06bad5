import { describe, expect, it } from "vitest";
import { allowedBranches, reconcileBranch, reconcileBranches } from "./branchSelection";
import type { Branch, UserInfo } from "./types";

const branch = (ma_dvcs: string): Branch => ({
  id: ma_dvcs,
  ma_dvcs,
  ten_dvcs: ma_dvcs,
  ten_dvcs_en: null,
});
const all = [branch("CN01"), branch("CN02"), branch("CN03")];
const rights = { r_access: [], r_read: [], r_add: [], r_edit: [], r_del: [], r_print: [] };
const user = (is_admin: 0 | 1, branchs: string): UserInfo => ({
  id: "u",
  user_name: "u",
  full_name: "U",
  email: null,
  is_admin,
  ...rights,
  user_rights: { branchs, employee_yn: 0, employees: "" },
  saler: null,
  agent_id: null,
  agent_pass: null,
  user_configs: [],
});

describe("allowedBranches", () => {
  it("gives administrators every branch and others their granted ones", () => {
    expect(allowedBranches(user(1, ""), all).map((b) => b.ma_dvcs)).toEqual(["CN01", "CN02", "CN03"]);
    expect(allowedBranches(user(0, "CN03, CN01"), all).map((b) => b.ma_dvcs)).toEqual(["CN01", "CN03"]);
  });
});

describe("reconcileBranch", () => {
  it("keeps a saved branch that is still there, else resets to the first", () => {
    expect(reconcileBranch("CN02", all)).toBe("CN02");
    expect(reconcileBranch("CN09", all)).toBe("CN01");
    expect(reconcileBranch(undefined, all)).toBe("CN01");
    expect(reconcileBranch("CN01", [])).toBeUndefined();
  });
});

describe("reconcileBranches", () => {
  it("keeps the allowed ones already selected, else only the first allowed", () => {
    const allowed = allowedBranches(user(0, "CN02,CN03"), all);
    expect(reconcileBranches(["CN02", "CN03"], allowed)).toEqual(["CN02", "CN03"]);
    expect(reconcileBranches(["CN01", "CN03"], allowed)).toEqual(["CN03"]);
    expect(reconcileBranches(["CN01"], allowed)).toEqual(["CN02"]);
    expect(reconcileBranches(undefined, allowed)).toEqual(["CN02"]);
  });
});
