import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp, wholeListOf } from "../../../../test/api.js";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

describe("the catalogues a tenant starts with", () => {
  it("has the usual units and the VAT rates with their account", async () => {
    const units = await wholeListOf<{ ma_dvt: string; ten_dvt: string }>(t.app, "/api/stock/units/lookup", admin);
    expect(units.map((u) => u.ten_dvt)).toEqual(expect.arrayContaining(["Cái", "Hộp", "Buổi", "Liệu trình"]));
    const taxes = await wholeListOf<{ ma_thue: string; thue_suat: number; tk_thue: string | null }>(
      t.app,
      "/api/accounting/taxs/lookup",
      admin,
    );
    expect(taxes.find((x) => x.ma_thue === "T10")).toMatchObject({ thue_suat: 10, tk_thue: "33311" });
    expect(taxes.find((x) => x.ma_thue === "KCT")).toMatchObject({ thue_suat: 0, tk_thue: null });
  });

  it("gives the demo branches their own warehouses", async () => {
    const res = await call(t.app, {
      method: "GET",
      url: "/api/stock/warehouses?pageSize=100",
      token: admin,
      headers: { "x-branches": "CN02" },
    });
    const names = (res.json().items as { ten_kho: string }[]).map((w) => w.ten_kho);
    expect(names).toContain("Kho chính Hà Nội");
    expect(names).not.toContain("Kho chính Quận 1");
  });
});
