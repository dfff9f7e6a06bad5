import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("GET call-center/providers", () => {
  it("lists the demo provider, disabled, with only what the softphone needs", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const res = await call(t.app, { method: "GET", url: "/api/call-center/providers", token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          code: "DEMO",
          name: "Tổng đài demo",
          wss: "wss://sip.example.vn:7443",
          domain: "sip.example.vn",
          libs: [],
          widget: false,
          widget_libs: [],
          enable: false,
        },
      ],
      total: 1,
    });
  });

  it("gives script lists as lists", async () => {
    await t.pool.query(
      `INSERT INTO t_demo.call_center_providers (code, name, wss, libs, widget, widget_libs, enable)
       VALUES ('VOIP24', 'Tổng đài VoIP24', 'wss://voip24.example.vn:8089/ws',
         '["https://voip24.example.vn/sdk/jssip.min.js","https://voip24.example.vn/sdk/agent.js"]', true,
         '["https://voip24.example.vn/widget.js"]', true)
       ON CONFLICT DO NOTHING`,
    );
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    const { items } = (await call(t.app, { method: "GET", url: "/api/call-center/providers", token })).json();
    expect(items.map((p: { code: string }) => p.code)).toEqual(["DEMO", "VOIP24"]);
    expect(items[1]).toMatchObject({
      libs: ["https://voip24.example.vn/sdk/jssip.min.js", "https://voip24.example.vn/sdk/agent.js"],
      widget: true,
      widget_libs: ["https://voip24.example.vn/widget.js"],
      enable: true,
    });
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/call-center/providers" })).statusCode).toBe(401);
  });
});
