import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

describe("GET meta/entities", () => {
  it("serves the definitions the web app draws lists and forms from", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/meta/entities", token: admin });
    expect(res.statusCode).toBe(200);
    const unit = res.json().items.find((e: { name: string }) => e.name === "unit");
    expect(unit).toMatchObject({ api: "stock/units", path: "/stock/units", command: "stock.units" });
    expect(unit.fields[0]).toMatchObject({
      name: "ma_dvt",
      kind: "code",
      label: { vi: "Mã đơn vị tính" },
      unique: true,
    });
  });
});

describe("GET crm/{entity}/{id}/exists/{field}/{value}", () => {
  it("says whether another record holds the value; 'undefined' means a new record", async () => {
    const created = await call(t.app, {
      method: "POST",
      url: "/api/stock/units",
      token: admin,
      payload: { ma_dvt: "HOP10", ten_dvt: "Hộp 10 cái" },
    });
    const { id } = created.json();
    const ask = (path: string) => call(t.app, { method: "GET", url: `/api/crm/units/${path}`, token: admin });
    expect((await ask("undefined/exists/ma_dvt/HOP10")).json()).toEqual({ exists: true });
    expect((await ask(`${id}/exists/ma_dvt/HOP10`)).json()).toEqual({ exists: false });
    expect((await ask("undefined/exists/ma_dvt/HOP99")).json()).toEqual({ exists: false });
    expect((await ask("undefined/exists/ten_dvt/x")).statusCode).toBe(404);
  });

  it("is refused to a user without read on that entity", async () => {
    const { access_token } = await login(t.app, "sale01", "Sale@123");
    const res = await call(t.app, {
      method: "GET",
      url: "/api/crm/units/undefined/exists/ma_dvt/CAI",
      token: access_token,
    });
    expect(res.statusCode).toBe(403);
  });
});
