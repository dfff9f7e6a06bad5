import { describe, expect, it } from "vitest";
import { NEW_USER, toFormValues, toUserInput } from "./userFormValues";
import type { UserDetail } from "./usersApi";

const stored: UserDetail = {
  id: "5f0c4c8e-0000-4000-8000-000000000001",
  user_name: "nv01",
  full_name: "Trần Thị Bích",
  email: null,
  phone: "0903123456",
  is_admin: 0,
  status: true,
  saler: "NV01",
  agent_id: "1001",
  agent_pass_set: true,
  branchs: "CN01,CN02",
  employee_yn: 1,
  employees: "NV01, NV02",
  created_at: "2025-01-01T00:00:00Z",
  updated_at: "2025-01-01T00:00:00Z",
  rights: [],
  branch_list: [],
  role: null,
};

describe("user form values", () => {
  it("reads comma-joined codes as lists and 0/1 as switches", () => {
    const values = toFormValues(stored);
    expect(values.branchs).toEqual(["CN01", "CN02"]);
    expect(values.employees).toEqual(["NV01", "NV02"]);
    expect(values.employee_yn).toBe(true);
    expect(values.is_admin).toBe(false);
    expect(values.agent_pass).toBeUndefined();
  });

  it("keeps the stored call-center password when the field is left empty, and never sends a password on edit", () => {
    const body = toUserInput({ ...toFormValues(stored), password: "Secret123" }, false);
    expect(body.agent_pass).toBeUndefined();
    expect(body.password).toBeUndefined();
    expect(body.branchs).toBe("CN01,CN02");
    expect(body.email).toBe("");
  });

  it("sends the password of a new user and its typed call-center password", () => {
    const body = toUserInput(
      { ...NEW_USER, user_name: " nv02 ", full_name: "Lê Văn Cường", password: "Matkhau123", agent_pass: "1234" },
      true,
    );
    expect(body).toMatchObject({ user_name: "nv02", password: "Matkhau123", agent_pass: "1234", employees: "" });
  });
});
