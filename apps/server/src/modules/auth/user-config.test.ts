import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { seedUser } from "../../seed/base.js";
import { provisionTenant } from "../../seed/provision.js";

const TENANT = "cau_hinh";
let t: TestApp;
let owner: string;
let colleague: string;

beforeAll(async () => {
  t = await startTestApp();
  await provisionTenant(t.pool, {
    code: TENANT,
    name: "Spa Cấu Hình",
    branches: [{ ma_dvcs: "CN01", ten_dvcs: "Chi nhánh chính" }],
    admin: { user_name: "admin", password: "Cau@12345", full_name: "Quản trị viên", branchs: "CN01" },
    extra: async (db) => {
      await seedUser(db, { user_name: "letan", password: "Letan@123", full_name: "Lễ tân", branchs: "CN01" });
    },
  });
  owner = (await call(t.app, loginCall("admin", "Cau@12345"))).json().access_token;
  colleague = (await call(t.app, loginCall("letan", "Letan@123"))).json().access_token;
});
afterAll(() => t.close());

function loginCall(user_name: string, password: string) {
  return { method: "POST" as const, url: "/api/auth/login", tenant: TENANT, payload: { user_name, password } };
}

const put = (name: string, payload: unknown, token?: string) =>
  call(t.app, { method: "PUT", url: `/api/user/configs/${name}`, payload: payload as object, token, tenant: TENANT });

async function configsOf(token: string) {
  const res = await call(t.app, { method: "POST", url: "/api/auth/user-info", payload: {}, token, tenant: TENANT });
  expect(res.statusCode).toBe(200);
  return res.json().user_configs as { name: string; value: string }[];
}

describe("PUT user/configs/:name", () => {
  it("saves a table's settings and gives them back in auth/user-info", async () => {
    const value = JSON.stringify({ columns: [{ key: "ten_dvt", hidden: true, width: 180 }] });
    const res = await put("table.entity.unit", { value }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: "table.entity.unit", value });
    expect(await configsOf(owner)).toContainEqual({ name: "table.entity.unit", value });
  });

  it("replaces the value on a second save instead of adding another entry", async () => {
    await put("table.logs", { value: "một" }, owner);
    const res = await put("table.logs", { value: "Cột đã ẩn: Người sửa" }, owner);
    expect(res.json().value).toBe("Cột đã ẩn: Người sửa");
    const logs = (await configsOf(owner)).filter((c) => c.name === "table.logs");
    expect(logs).toEqual([{ name: "table.logs", value: "Cột đã ẩn: Người sửa" }]);
  });

  it("keeps each user's settings to that user", async () => {
    await put("table.online-users", { value: '{"columns":[]}' }, owner);
    expect((await configsOf(colleague)).map((c) => c.name)).not.toContain("table.online-users");
    await put("table.online-users", { value: "của lễ tân" }, colleague);
    expect(await configsOf(owner)).toContainEqual({ name: "table.online-users", value: '{"columns":[]}' });
    expect(await configsOf(colleague)).toContainEqual({ name: "table.online-users", value: "của lễ tân" });
  });

  it("accepts an empty value and one of exactly 20000 characters", async () => {
    expect((await put("table.empty", { value: "" }, owner)).statusCode).toBe(200);
    expect((await put("table.big", { value: "x".repeat(20_000) }, owner)).statusCode).toBe(200);
  });

  it("refuses a value longer than 20000 characters or missing, with the field's message", async () => {
    const long = await put("table.big", { value: "x".repeat(20_001) }, owner);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.value).toBe("Giá trị tối đa 20000 ký tự");
    const missing = await put("table.big", {}, owner);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.value).toBe("Giá trị là bắt buộc");
  });

  it("refuses names outside lower-case letters, digits and _ . : -", async () => {
    for (const name of ["Table.Units", "bảng", "a%20b"]) {
      const res = await put(name, { value: "1" }, owner);
      expect(res.statusCode, name).toBe(400);
    }
    // Over 100 characters the router itself refuses the path, as a malformed URL.
    const long = await put("x".repeat(101), { value: "1" }, owner);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: "Đường dẫn không hợp lệ" });
    expect((await configsOf(owner)).map((c) => c.value)).not.toContain("1");
  });

  it("needs a signed-in user", async () => {
    const res = await put("table.entity.unit", { value: "{}" });
    expect(res.statusCode).toBe(401);
  });
});
