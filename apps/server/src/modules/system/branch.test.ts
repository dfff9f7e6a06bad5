import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { provisionTenant } from "../../seed/provision.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function branchesOf(token: string, tenant = "demo") {
  const res = await call(t.app, { method: "GET", url: "/api/system/branchs", token, tenant });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { ma_dvcs: string; ten_dvcs: string }[]; total: number };
}

describe("GET system/branchs", () => {
  it("lists the demo branches by code with their details", async () => {
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    const { items, total } = await branchesOf(token);
    expect(total).toBe(2);
    expect(items.map((b) => [b.ma_dvcs, b.ten_dvcs])).toEqual([
      ["CN01", "Chi nhánh Quận 1"],
      ["CN02", "Chi nhánh Hà Nội"],
    ]);
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ma_dvcs: "CN01",
      ten_dvcs: "Chi nhánh Quận 1",
      ten_dvcs_en: "District 1 branch",
      address: "45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh",
      phone: "02838221234",
      status: true,
    });
  });

  it("gives a salesperson of one branch the whole list: the client checks it against user_rights.branchs", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    expect((await branchesOf(token)).items.map((b) => b.ma_dvcs)).toEqual(["CN01", "CN02"]);
  });

  it("sorts by code whatever the order of creation, and leaves closed branches out", async () => {
    await provisionTenant(t.pool, {
      code: "chuoi_spa",
      name: "Chuỗi Spa Mộc",
      branches: [
        { ma_dvcs: "HN02", ten_dvcs: "Chi nhánh Cầu Giấy" },
        { ma_dvcs: "DN01", ten_dvcs: "Chi nhánh Đà Nẵng" },
        { ma_dvcs: "HCM01", ten_dvcs: "Chi nhánh Quận 3" },
      ],
      admin: { user_name: "admin", password: "Moc@12345", full_name: "Quản trị viên", branchs: "HN02,HCM01" },
    });
    await t.pool.query("UPDATE t_chuoi_spa.branches SET status = false WHERE ma_dvcs = 'DN01'");
    const signIn = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: "chuoi_spa",
      payload: { user_name: "admin", password: "Moc@12345" },
    });
    const { items, total } = await branchesOf(signIn.json().access_token, "chuoi_spa");
    expect(items.map((b) => b.ma_dvcs)).toEqual(["HCM01", "HN02"]);
    expect(total).toBe(2);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/branchs" })).statusCode).toBe(401);
  });
});
