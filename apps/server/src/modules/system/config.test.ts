import { KNOWN_CONFIGS } from "@sen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Config {
  name: string;
  group: string;
  value: string;
  type: string;
}

describe("GET system/configs", () => {
  it("gives a salesperson every config with its group, value and type", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const res = await call(t.app, { method: "GET", url: "/api/system/configs", token });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as { items: Config[]; total: number };
    expect(total).toBe(KNOWN_CONFIGS.length);
    expect(items).toHaveLength(total);
    expect(items).toContainEqual({ name: "crm_partner_require_phone", group: "crm", value: "t", type: "boolean" });
    expect(items).toContainEqual({ name: "call_center_libs", group: "call_center", value: "[]", type: "json" });
    expect(items.find((c) => c.name === "sale_service_room_type")?.value).toBe("main");
  });

  it("orders by group, then name", async () => {
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    const { items } = (await call(t.app, { method: "GET", url: "/api/system/configs", token })).json() as {
      items: Config[];
    };
    const keys = items.map((c) => [c.group, c.name] as const);
    const sorted = [...keys].sort(([g1, n1], [g2, n2]) => (g1 === g2 ? (n1 < n2 ? -1 : 1) : g1 < g2 ? -1 : 1));
    expect(keys).toEqual(sorted);
    expect(items[0]?.group).toBe("call_center");
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/configs" })).statusCode).toBe(401);
  });
});
