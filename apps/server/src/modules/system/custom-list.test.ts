import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await catalogueTenant(t, "custom_test");
});
afterAll(() => t.close());

describe("system/custom1, custom2 and custom3", () => {
  it("are three separate lists, each with a lookup of the rows in use", async () => {
    await tenant.admin("POST", "system/custom1", { ma: "VIP", ten: "Khách VIP", ten_en: "VIP customer" });
    await tenant.admin("POST", "system/custom1", { ma: "CU", ten: "Khách cũ", status: false, ghi_chu: "Cũ" });
    await tenant.admin("POST", "system/custom2", { ma: "VIP", ten: "Giường VIP" });
    const lookup = await tenant.admin("GET", "system/custom1/lookup");
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      total: 1,
      items: [{ id: expect.any(String), ma: "VIP", ten: "Khách VIP", ten_en: "VIP customer", status: true }],
    });
    expect((await tenant.admin("GET", "system/custom2?searchKey=giuong")).json()).toMatchObject({
      total: 1,
      items: [{ ma: "VIP", ten: "Giường VIP" }],
    });
    expect((await tenant.admin("GET", "system/custom3")).json()).toEqual({ items: [], total: 0 });
  });

  it("are each guarded by their own command, their lookups too", async () => {
    expect((await tenant.sale("GET", "system/custom1")).statusCode).toBe(403);
    expect((await tenant.sale("GET", "system/custom1/lookup")).statusCode).toBe(403);
    expect((await tenant.sale("POST", "system/custom3", { ma: "X", ten: "X" })).statusCode).toBe(403);
  });
});
