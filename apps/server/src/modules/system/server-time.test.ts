import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("GET system/server-time", () => {
  it("gives a signed-in user the server's clock", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const before = Date.now();
    const res = await call(t.app, { method: "GET", url: "/api/system/server-time", token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.server_time).getTime()).toBe(body.timestamp);
    expect(body.time_zone).toBe("Asia/Ho_Chi_Minh");
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/server-time" })).statusCode).toBe(401);
  });
});
